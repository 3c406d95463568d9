import type { NeonColor } from '../shared/neon';

/** Spec 2 §3 static marketing data: venue partners, with a drawn logo (monogram and shape). */
export interface VenuePartner {
  name: string;
  kind: string;
  city: string;
  description: string;
  since: number;
  highlight: string;
  logo: { monogram: string; shape: 'circle' | 'diamond' | 'hexagon'; color: NeonColor };
}

export const VENUE_PARTNERS: readonly VenuePartner[] = [
  {
    name: 'The Velvet Room',
    kind: 'Cocktail lounge',
    city: 'St. Louis, MO',
    description:
      'A 350-capacity lounge behind a red velvet curtain. Velvet Fridays run on NIGHTLIFE, from the first RSVP to the door list.',
    since: 2021,
    highlight: 'Sold out 38 Fridays in a row',
    logo: { monogram: 'VR', shape: 'circle', color: 'pink' },
  },
  {
    name: 'Skyline Terrace',
    kind: 'Rooftop bar',
    city: 'Chicago, IL',
    description:
      'Twenty floors up with the whole skyline as the backdrop. Their sunset sessions fill up days ahead, with hidden locations shared only after RSVP.',
    since: 2022,
    highlight: 'RSVP to arrival rate up to 81%',
    logo: { monogram: 'ST', shape: 'hexagon', color: 'cyan' },
  },
  {
    name: 'Warehouse 9',
    kind: 'Club and event space',
    city: 'Miami, FL',
    description:
      'Three rooms, one sound system that shakes the harbour. Promoters book their nights here and bring their guest lists with them.',
    since: 2023,
    highlight: '120+ events hosted through NIGHTLIFE',
    logo: { monogram: 'W9', shape: 'diamond', color: 'violet' },
  },
];

export interface PartnerTestimonial {
  quote: string;
  name: string;
  role: string;
}

export const PARTNER_TESTIMONIALS: readonly PartnerTestimonial[] = [
  {
    quote:
      'We used to guess how many people would show up. Now we know by Wednesday, staff the bar to match and still have a waitlist at the door.',
    name: 'Renee Dubois',
    role: 'General Manager, The Velvet Room',
  },
  {
    quote:
      'Promoters bring their crowd and their RSVPs into one place. Our door team checks guests off the same list the host sees. No more screenshots.',
    name: 'Andre Castillo',
    role: 'Owner, Warehouse 9',
  },
];
