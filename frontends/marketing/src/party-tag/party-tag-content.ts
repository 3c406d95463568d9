/** Spec 2 §2.16 and §9: the PartyTag page's copy, stats and kit offer. */

export const PARTY_TAG_STATS = [
  { value: '500+', label: 'pre-orders' },
  { value: '50+', label: 'cities' },
  { value: '2 sec', label: 'to connect' },
  { value: '98%', label: 'would recommend' },
] as const;

export const PARTY_TAG_FEATURES = [
  {
    icon: '📲',
    title: 'Tap to connect',
    body: 'Hold a phone near a PartyTag and its NIGHTLIFE profile opens. No app to install, no usernames shouted over the music.',
  },
  {
    icon: '📱',
    title: 'Works with any phone',
    body: 'NFC reads on every iPhone since the XS and nearly every Android phone. Nothing to pair, no battery to charge.',
  },
  {
    icon: '🎧',
    title: 'Your whole vibe',
    body: 'Instagram, TikTok, Spotify and your profile theme, shared in one tap instead of five screenshots.',
  },
  {
    icon: '🎟️',
    title: 'Instant check-in',
    body: 'Hosts tap you in at the door and your RSVP is checked off the guest list on the spot.',
  },
  {
    icon: '🔒',
    title: 'Privacy first',
    body: 'You choose what a tap shares, and you can switch a tag off from your dashboard whenever you like.',
  },
  {
    icon: '💧',
    title: 'Built to party',
    body: 'Waterproof and scratch-proof. Sticks to phones, cases, wristbands and lanyards, and survives the afterparty.',
  },
] as const;

export const PARTY_TAG_TESTIMONIALS = [
  {
    quote: 'I left a rooftop party with twelve new follows and did not type a single username.',
    name: 'Jordan K.',
    role: 'Beta tester, Chicago',
  },
  {
    quote: 'Check-in at the door went from a clipboard queue to a tap. Our line moved twice as fast.',
    name: 'Maya C.',
    role: 'Promoter, St. Louis',
  },
  {
    quote: 'It sits on the back of my phone case. People ask about it all night.',
    name: 'Priya S.',
    role: 'Beta tester, Miami',
  },
] as const;

export const PARTY_TAG_KIT = {
  name: 'PartyTag Starter Kit',
  price: 49,
  regularPrice: 89,
  saving: 40,
  tags: 5,
  shipping: 'Ships in 2-3 weeks',
  guarantee: '30-day money-back guarantee',
  firstBatch: '1,000',
} as const;
