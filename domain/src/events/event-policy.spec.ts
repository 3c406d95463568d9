import {
  canShareInviteLink,
  canManageEvent,
  canSeeGallery,
  canSeeGuestList,
  canSeeHostEmail,
  canSeeLocation,
  canViewEvent,
  guestListSharedWith,
  hiddenLocationNote,
  inviteLinkPath,
  isPublicEvent,
  showsOnGuestList,
  type EventAccessFacts,
  type Viewer,
  visibleGalleryImages,
} from './event-policy.js';

const HOST = 'host-owner';

const VIEWERS = {
  visitor: { userId: null, rsvp: null },
  attendeeWithoutRsvp: { userId: 'attendee-1', rsvp: null },
  attendeeGoing: { userId: 'attendee-2', rsvp: { response: 'going', status: 'confirmed' } },
  attendeeMaybe: { userId: 'attendee-3', rsvp: { response: 'maybe', status: 'confirmed' } },
  attendeeCheckedIn: { userId: 'attendee-4', rsvp: { response: 'going', status: 'checked_in' } },
  // ADR 0015: the host's refusal; the RSVP stays on record but stands for nothing.
  attendeeDeclined: { userId: 'attendee-5', rsvp: { response: 'going', status: 'declined' } },
  hostOwner: { userId: HOST, rsvp: null },
  otherHost: { userId: 'host-other', rsvp: null },
} satisfies Record<string, Viewer>;
type Role = keyof typeof VIEWERS;
const ROLES = Object.keys(VIEWERS) as Role[];

// Publication states: only "published and not draft" is public. The policy reads no clock:
// past and upcoming events follow the same rules (only the RSVP form closes for past ones).
const PUBLICATION = {
  published: { isDraft: false, isPublished: true },
  draft: { isDraft: true, isPublished: true },
  unpublished: { isDraft: false, isPublished: false },
  unpublishedDraft: { isDraft: true, isPublished: false },
} as const;
type Publication = keyof typeof PUBLICATION;

const START = new Date('2030-06-15T21:00:00Z');
const NOW = new Date('2030-06-14T12:00:00Z');
const HOUR = 3_600_000;

const event = (
  publication: Publication,
  hidden: boolean,
  locationReveal: EventAccessFacts['locationReveal'] = {
    mode: hidden ? 'on-rsvp' : 'public',
    hoursBefore: null,
  },
): EventAccessFacts => ({
  hostId: HOST,
  locationReveal,
  startsAt: START,
  guestListVisibility: 'signed-in',
  isPrivate: false,
  inviteCode: null,
  ...PUBLICATION[publication],
});

const EVERYONE: Role[] = ROLES;
const SIGNED_IN: Role[] = ROLES.filter((role) => role !== 'visitor');
const GUESTS_AND_HOST: Role[] = ['attendeeGoing', 'attendeeMaybe', 'attendeeCheckedIn', 'hostOwner'];
const HOST_ONLY: Role[] = ['hostOwner'];

type Rule = (event: EventAccessFacts, viewer: Viewer, now: Date) => boolean;

/** Who may, by rule, publication state and location hiding: the spec's table, written out. */
const EXPECTED: { rule: string; fn: Rule; allowed: (p: Publication, hidden: boolean) => Role[] }[] = [
  { rule: 'canViewEvent', fn: canViewEvent, allowed: (p) => (p === 'published' ? EVERYONE : HOST_ONLY) },
  { rule: 'canManageEvent', fn: canManageEvent, allowed: () => HOST_ONLY },
  {
    rule: 'canSeeLocation',
    fn: canSeeLocation,
    allowed: (p, hidden) => (p !== 'published' ? HOST_ONLY : hidden ? GUESTS_AND_HOST : EVERYONE),
  },
  {
    rule: 'canSeeGuestList',
    fn: canSeeGuestList,
    allowed: (p) => (p === 'published' ? SIGNED_IN : HOST_ONLY),
  },
  { rule: 'canSeeGallery', fn: canSeeGallery, allowed: (p) => (p === 'published' ? SIGNED_IN : HOST_ONLY) },
  {
    rule: 'canSeeHostEmail',
    fn: canSeeHostEmail,
    allowed: (p) => (p === 'published' ? GUESTS_AND_HOST : HOST_ONLY),
  },
];

const CASES = EXPECTED.flatMap(({ rule, fn, allowed }) =>
  (Object.keys(PUBLICATION) as Publication[]).flatMap((publication) =>
    [false, true].flatMap((hidden) =>
      ROLES.map((role) => ({
        rule,
        fn,
        publication,
        location: hidden ? 'hidden location' : 'open location',
        hidden,
        role,
        expected: allowed(publication, hidden).includes(role),
      })),
    ),
  ),
);

describe('event policy (viewer role x event state)', () => {
  it.each(CASES)(
    '$rule: $publication event, $location, $role -> $expected',
    ({ fn, publication, hidden, role, expected }) => {
      expect(fn(event(publication, hidden), VIEWERS[role], NOW)).toBe(expected);
    },
  );

  it('lists only published, non-draft events publicly', () => {
    const listed = (publication: Publication) =>
      isPublicEvent({ ...PUBLICATION[publication], isPrivate: false });
    expect(listed('published')).toBe(true);
    expect(listed('draft')).toBe(false);
    expect(listed('unpublished')).toBe(false);
    expect(listed('unpublishedDraft')).toBe(false);
    expect(isPublicEvent({ ...PUBLICATION.published, isPrivate: true })).toBe(false);
  });

  it('never trusts an RSVP for a signed-out caller', () => {
    const forged: Viewer = { userId: null, rsvp: { response: 'going', status: 'confirmed' } };
    expect(canSeeLocation(event('published', true), forged, NOW)).toBe(false);
    expect(canSeeHostEmail(event('published', false), forged)).toBe(false);
  });
});

describe('location reveal modes (issue 21 §1)', () => {
  const seers = (reveal: EventAccessFacts['locationReveal'], now: Date) =>
    ROLES.filter((role) => canSeeLocation(event('published', true, reveal), VIEWERS[role], now));

  it('before-start: the host always; guests with a place from N hours before the start, not a maybe', () => {
    const reveal = { mode: 'before-start', hoursBefore: 3 } as const;
    expect(seers(reveal, new Date(START.getTime() - 3 * HOUR - 1))).toEqual(['hostOwner']);
    expect(seers(reveal, new Date(START.getTime() - 3 * HOUR))).toEqual([
      'attendeeGoing',
      'attendeeCheckedIn',
      'hostOwner',
    ]);
  });

  it('at-check-in: the host, and a guest once checked in', () => {
    expect(seers({ mode: 'at-check-in', hoursBefore: null }, START)).toEqual([
      'attendeeCheckedIn',
      'hostOwner',
    ]);
  });

  it('public: everyone, whatever the time', () => {
    expect(seers({ mode: 'public', hoursBefore: null }, NOW)).toEqual(ROLES);
  });
});

describe('guest-list privacy (issue 21 §4)', () => {
  const sharedWith = (guestListVisibility: EventAccessFacts['guestListVisibility']) =>
    ROLES.filter((role) =>
      guestListSharedWith({ ...event('published', false), guestListVisibility }, VIEWERS[role]),
    );

  it('signed-in: every signed-in user; guests: the host and guests who hold a place; host: the host', () => {
    expect(sharedWith('signed-in')).toEqual(SIGNED_IN);
    expect(sharedWith('guests')).toEqual(['attendeeGoing', 'attendeeCheckedIn', 'hostOwner']);
    expect(sharedWith('host')).toEqual(['hostOwner']);
  });

  it('shows a hidden attendee only to the host and to themselves', () => {
    const hidden = { userId: 'attendee-2', hidden: true };
    expect(showsOnGuestList(hidden, { userId: 'attendee-3' }, false)).toBe(false);
    expect(showsOnGuestList(hidden, { userId: null }, false)).toBe(false);
    expect(showsOnGuestList(hidden, { userId: HOST }, true)).toBe(true);
    expect(showsOnGuestList(hidden, { userId: 'attendee-2' }, false)).toBe(true);
    expect(showsOnGuestList({ ...hidden, hidden: false }, { userId: 'attendee-3' }, false)).toBe(true);
  });
});

describe('hidden location note and gallery images', () => {
  it('tells each viewer how they get to see the location', () => {
    const onRsvp = event('published', true);
    const beforeStart = event('published', true, { mode: 'before-start', hoursBefore: 3 });
    const atCheckIn = event('published', true, { mode: 'at-check-in', hoursBefore: null });
    expect(hiddenLocationNote(onRsvp, VIEWERS.visitor)).toBe('Sign up & RSVP to see location');
    expect(hiddenLocationNote(onRsvp, VIEWERS.attendeeWithoutRsvp)).toBe('RSVP to see location');
    expect(hiddenLocationNote(onRsvp, VIEWERS.attendeeDeclined)).toBe('RSVP to see location');
    expect(hiddenLocationNote(onRsvp, { userId: 'a', rsvp: { response: 'going', status: 'pending' } })).toBe(
      'Shown once the host approves you',
    );
    expect(hiddenLocationNote(beforeStart, VIEWERS.attendeeGoing)).toBe('Revealed 3 hours before the start');
    expect(hiddenLocationNote(beforeStart, VIEWERS.attendeeMaybe)).toBe('Answer Going to get the address');
    expect(hiddenLocationNote(atCheckIn, VIEWERS.attendeeGoing)).toBe('Given at the door when you check in');
  });

  it('drop stock and placeholder images, keeping order', () => {
    expect(
      visibleGalleryImages([
        'https://cdn.example/a.jpg',
        'https://app.example/public-objects/stock.jpg',
        'https://cdn.example/placeholder.png',
        'https://cdn.example/img/placeholder-2.jpg',
        'https://cdn.example/b.jpg',
      ]),
    ).toEqual(['https://cdn.example/a.jpg', 'https://cdn.example/b.jpg']);
  });
});

describe('invite-only events (ADR 0038)', () => {
  const CODE = 'q3Jd8sKx0bZ1vT4mN7pL2w';
  const inviteOnly = (over: Partial<EventAccessFacts> = {}): EventAccessFacts => ({
    ...event('published', false),
    isPrivate: true,
    inviteCode: CODE,
    ...over,
  });
  // A current RSVP keeps the guest in; a declined one is current (the guest sees the refusal).
  const ALLOWED: Role[] = [
    'hostOwner',
    'attendeeGoing',
    'attendeeMaybe',
    'attendeeCheckedIn',
    'attendeeDeclined',
  ];

  it.each(ROLES)('canViewEvent without the code: %s', (role) => {
    expect(canViewEvent(inviteOnly(), VIEWERS[role])).toBe(ALLOWED.includes(role));
  });

  it.each(ROLES)('canViewEvent with the code: %s (except on drafts)', (role) => {
    expect(canViewEvent(inviteOnly(), { ...VIEWERS[role], inviteCode: CODE })).toBe(true);
    expect(canViewEvent(inviteOnly({ isDraft: true }), { ...VIEWERS[role], inviteCode: CODE })).toBe(
      role === 'hostOwner',
    );
  });

  it('refuses a wrong, empty or revoked code, and a code of an event that has none', () => {
    const visitor = VIEWERS.visitor;
    expect(canViewEvent(inviteOnly(), { ...visitor, inviteCode: 'x'.repeat(22) })).toBe(false);
    expect(canViewEvent(inviteOnly(), { ...visitor, inviteCode: '' })).toBe(false);
    expect(
      canViewEvent(inviteOnly({ inviteCode: 'regenerated-code-00000' }), { ...visitor, inviteCode: CODE }),
    ).toBe(false);
    expect(canViewEvent(inviteOnly({ inviteCode: null }), { ...visitor, inviteCode: null })).toBe(false);
  });

  it('lets in a request or a waitlisted party, not a cancelled RSVP, and never a signed-out RSVP', () => {
    const withStatus = (status: 'pending' | 'waitlisted' | 'cancelled' | 'declined') => ({
      userId: 'guest',
      rsvp: { response: 'going' as const, status },
    });
    expect(canViewEvent(inviteOnly(), withStatus('pending'))).toBe(true);
    expect(canViewEvent(inviteOnly(), withStatus('waitlisted'))).toBe(true);
    expect(canViewEvent(inviteOnly(), withStatus('cancelled'))).toBe(false);
    expect(
      canViewEvent(inviteOnly(), { userId: null, rsvp: { response: 'going', status: 'confirmed' } }),
    ).toBe(false);
  });

  it('takes a +1 link of the event as an invitation', () => {
    expect(canViewEvent(inviteOnly(), { userId: 'friend', rsvp: null, heldLink: true })).toBe(true);
  });

  it('is never public: no list, search or profile shows it', () => {
    expect(isPublicEvent(inviteOnly())).toBe(false);
    expect(isPublicEvent(inviteOnly({ isPrivate: false }))).toBe(true);
  });

  it('lets the host share the link, and a guest with a place when the invite is open', () => {
    const facts = (openInvite: boolean) => ({ ...inviteOnly(), openInvite });
    expect(canShareInviteLink(facts(false), VIEWERS.hostOwner)).toBe(true);
    expect(canShareInviteLink(facts(false), VIEWERS.attendeeGoing)).toBe(false);
    expect(canShareInviteLink(facts(true), VIEWERS.attendeeGoing)).toBe(true);
    expect(canShareInviteLink(facts(true), VIEWERS.attendeeMaybe)).toBe(false);
    expect(canShareInviteLink(facts(true), { ...VIEWERS.attendeeWithoutRsvp, inviteCode: CODE })).toBe(false);
    expect(canShareInviteLink(facts(true), { ...VIEWERS.visitor, inviteCode: CODE })).toBe(false);
    expect(canShareInviteLink({ ...facts(true), isPrivate: false }, VIEWERS.hostOwner)).toBe(false);
    expect(inviteLinkPath('party-d1', CODE)).toBe(`/event/party-d1?invite=${CODE}`);
  });

  it('keeps the other rules behind the same gate', () => {
    const outsider = VIEWERS.attendeeWithoutRsvp;
    expect(canSeeGuestList(inviteOnly(), outsider)).toBe(false);
    expect(canSeeGuestList(inviteOnly(), { ...outsider, inviteCode: CODE })).toBe(true);
    expect(canSeeLocation(inviteOnly(), outsider, NOW)).toBe(false);
    expect(canSeeLocation(inviteOnly(), { ...outsider, inviteCode: CODE }, NOW)).toBe(true);
  });
});
