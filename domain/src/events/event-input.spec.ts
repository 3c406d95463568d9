import { AGE_RESTRICTIONS, EVENT_DEFAULTS } from './event.js';
import {
  EVENT_MESSAGES,
  eventDateKey,
  normalizeEventInput,
  storedFieldValue,
  validateEventInput,
  type EventInput,
} from './event-input.js';

// 18:00 UTC on 5 March 2025 is noon in Chicago, still 5 March; 6 March in Tokyo (03:00).
const now = new Date('2025-03-05T18:00:00Z');
const valid: EventInput = { title: 'Neon Static', eventDate: '2025-03-05' };

const messages = (input: Partial<EventInput>) =>
  Object.fromEntries(validateEventInput({ ...valid, ...input }, now).map((e) => [e.field, e.message]));

describe('validateEventInput', () => {
  it('accepts the smallest event: a title and a date', () => {
    expect(validateEventInput(valid, now)).toEqual([]);
  });

  it("uses the spec's messages for a missing title and date", () => {
    expect(messages({ title: '   ', eventDate: '' })).toEqual({
      title: 'Event title is required',
      eventDate: 'Event date is required',
    });
  });

  it('refuses a date before today in the event zone, not in UTC', () => {
    expect(messages({ eventDate: '2025-03-04' })).toEqual({ eventDate: EVENT_MESSAGES.datePast });
    // Already 6 March in Tokyo: 5 March is over there.
    expect(messages({ eventDate: '2025-03-05', timeZone: 'Asia/Tokyo' })).toEqual({
      eventDate: EVENT_MESSAGES.datePast,
    });
    expect(messages({ eventDate: '2025-03-06', timeZone: 'Asia/Tokyo' })).toEqual({});
  });

  it('refuses dates, times and zones it cannot read', () => {
    expect(messages({ eventDate: '2025-02-30' })).toEqual({ eventDate: EVENT_MESSAGES.dateInvalid });
    expect(messages({ eventDate: '03/05/2025' })).toEqual({ eventDate: EVENT_MESSAGES.dateInvalid });
    expect(messages({ startTime: '8 PM', endTime: '25:00' })).toEqual({
      startTime: EVENT_MESSAGES.startTimeInvalid,
      endTime: EVENT_MESSAGES.endTimeInvalid,
    });
    expect(messages({ startTime: '22:00', endTime: '22:00' })).toEqual({
      endTime: EVENT_MESSAGES.endTimeSameAsStart,
    });
    expect(messages({ timeZone: 'Mars/Base' })).toEqual({ timeZone: EVENT_MESSAGES.timeZoneInvalid });
  });

  it.each(AGE_RESTRICTIONS)('accepts the age restriction %s', (ageRestriction) => {
    expect(messages({ ageRestriction })).toEqual({});
  });

  it('refuses any other age restriction', () => {
    expect(messages({ ageRestriction: '16+' })).toEqual({
      ageRestriction: 'Age restriction must be one of: All Ages, 18+, 21+, 25+, 30+, 40+',
    });
  });

  it('asks for a whole max capacity of at least 1, only when spots are limited', () => {
    expect(messages({ unlimitedSpots: false })).toEqual({ maxCapacity: EVENT_MESSAGES.maxCapacityRequired });
    expect(messages({ unlimitedSpots: false, maxCapacity: 0 })).toEqual({
      maxCapacity: EVENT_MESSAGES.maxCapacityInvalid,
    });
    expect(messages({ unlimitedSpots: false, maxCapacity: 2.5 })).toEqual({
      maxCapacity: EVENT_MESSAGES.maxCapacityInvalid,
    });
    expect(messages({ unlimitedSpots: false, maxCapacity: 150 })).toEqual({});
    expect(messages({ maxCapacity: 150 })).toEqual({ maxCapacity: EVENT_MESSAGES.maxCapacityWithUnlimited });
    expect(messages({ unlimitedSpots: true, maxCapacity: 150 })).toEqual({
      maxCapacity: EVENT_MESSAGES.maxCapacityWithUnlimited,
    });
  });

  it('accepts only http(s) addresses for links and media', () => {
    expect(messages({ ticketUrl: 'javascript:alert(1)', flyerImageUrl: 'ftp://x.example/f.png' })).toEqual({
      ticketUrl: 'Ticket URL must be a web address starting with http:// or https://',
      flyerImageUrl: 'Flyer image URL must be a web address starting with http:// or https://',
    });
    expect(messages({ galleryImages: ['https://cdn.example/a.jpg', 'data:image/png;base64,AAAA'] })).toEqual({
      galleryImages: 'Gallery images: each entry must be a web address starting with http:// or https://',
    });
    expect(
      messages({ ticketUrl: 'https://tickets.example/neon?ref=1', posterUrl: 'http://cdn.example/p.png' }),
    ).toEqual({});
  });

  it('accepts media published to the local storage, which has root-relative addresses', () => {
    const flyer =
      '/uploads/media/0190a1b2-c3d4-7e5f-8a6b-7c8d9e0f1a2b/0190a1b2-c3d4-7e5f-8a6b-000000000001/full.webp';
    expect(messages({ flyerImageUrl: flyer, galleryImages: [flyer] })).toEqual({});
    expect(messages({ flyerImageUrl: '/uploads/pending/x' })).toEqual({
      flyerImageUrl: 'Flyer image URL must be a web address starting with http:// or https://',
    });
  });

  it('caps lengths and list sizes', () => {
    expect(messages({ title: 'x'.repeat(121) })).toEqual({
      title: 'Event title must be at most 120 characters',
    });
    expect(messages({ tagline: 'x'.repeat(201) })).toEqual({
      tagline: 'Tagline must be at most 200 characters',
    });
    expect(messages({ highlights: Array.from({ length: 31 }, (_, i) => `item ${i}`) })).toEqual({
      highlights: 'Highlights can have at most 30 entries',
    });
    // Blank lines do not count towards the cap.
    expect(
      messages({ highlights: [...Array.from({ length: 30 }, (_, i) => `item ${i}`), '  ', ''] }),
    ).toEqual({});
  });

  it('takes at most 5 music genres of at most 40 characters, counted once blanks and repeats are dropped', () => {
    expect(messages({ musicGenres: ['House', 'Disco', 'Techno', 'Jazz', 'Soul', 'Funk'] })).toEqual({
      musicGenres: 'Music genres can have at most 5 entries',
    });
    expect(messages({ musicGenres: ['x'.repeat(41)] })).toEqual({
      musicGenres: 'Music genres: each entry must be at most 40 characters',
    });
    // Six lines, but one blank and one repeat: five genres.
    expect(messages({ musicGenres: ['House', 'house', '  ', 'Disco', 'Techno', 'Jazz\nSoul'] })).toEqual({});
    expect(messages({ musicGenres: ['x'.repeat(40)] })).toEqual({});
  });

  it('takes up to 3 reminder times in whole hours from 1 to 168 before the start', () => {
    const outOfRange = { reminderHours: 'Reminders must be whole hours from 1 to 168 before the start' };
    expect(messages({ reminderHours: [0] })).toEqual(outOfRange);
    expect(messages({ reminderHours: [169] })).toEqual(outOfRange);
    expect(messages({ reminderHours: [1.5] })).toEqual(outOfRange);
    expect(messages({ reminderHours: [48, 24, 6, 2] })).toEqual({
      reminderHours: 'Reminders: at most 3 times',
    });
    expect(messages({ reminderHours: [168, 24, 24, 1] })).toEqual({});
    expect(messages({ reminderHours: [] })).toEqual({});
  });

  it('takes a waitlist offer window of 1 to 24 whole hours, 2 when absent, and keeps the waitlist on unless turned off', () => {
    const outOfRange = { waitlistOfferHours: 'Offer window must be whole hours from 1 to 24' };
    expect(messages({ waitlistOfferHours: 0 })).toEqual(outOfRange);
    expect(messages({ waitlistOfferHours: 25 })).toEqual(outOfRange);
    expect(messages({ waitlistOfferHours: 1.5 })).toEqual(outOfRange);
    expect(messages({ waitlistOfferHours: 24 })).toEqual({});
    expect(messages({ waitlistOfferHours: null })).toEqual({});
    expect(storedFieldValue('waitlistOfferHours', undefined)).toBe(2);
    expect(storedFieldValue('waitlistOfferHours', 6)).toBe(6);
    expect(storedFieldValue('waitlist', undefined)).toBe(true);
    expect(storedFieldValue('waitlist', false)).toBe(false);
  });

  it('takes a location reveal mode, with 1 to 72 hours for before-start', () => {
    const hours = { locationReveal: 'Reveal the location between 1 and 72 whole hours before the start' };
    expect(messages({ locationReveal: { mode: 'before-start', hoursBefore: 3 } })).toEqual({});
    expect(messages({ locationReveal: { mode: 'before-start' } })).toEqual(hours);
    expect(messages({ locationReveal: { mode: 'before-start', hoursBefore: 73 } })).toEqual(hours);
    expect(messages({ locationReveal: { mode: 'at-check-in' } })).toEqual({});
    expect(messages({ locationReveal: { mode: 'soon' } })).toEqual({
      locationReveal: 'Location reveal must be one of: public, on-rsvp, before-start, at-check-in',
    });
  });

  it('refuses a slug that is not lowercase letters, digits and hyphens, and an unknown theme', () => {
    expect(messages({ slug: 'Neon Static!' })).toEqual({ slug: EVENT_MESSAGES.slugInvalid });
    expect(messages({ slug: 'neon-static' })).toEqual({});
    expect(messages({ themeId: 'no-such-theme' })).toEqual({ themeId: EVENT_MESSAGES.themeUnknown });
  });
});

describe('normalizeEventInput', () => {
  it('fills the defaults', () => {
    const fields = normalizeEventInput(valid);
    expect(fields).toMatchObject({
      title: 'Neon Static',
      timeZone: EVENT_DEFAULTS.timeZone,
      ageRestriction: '21+',
      ctaButtonLabel: 'Buy Tickets',
      unlimitedSpots: true,
      maxCapacity: null,
      isDraft: false,
      isPublished: true,
      locationReveal: { mode: 'public', hoursBefore: null },
      themeId: 'neon-nights',
      endsAt: null,
    });
    // 20:00 in Chicago on 5 March 2025 (CST, UTC-6).
    expect(fields.startsAt.toISOString()).toBe('2025-03-06T02:00:00.000Z');
  });

  it('puts an end time earlier than the start on the next day', () => {
    const fields = normalizeEventInput({ ...valid, startTime: '22:00', endTime: '02:00', timeZone: 'UTC' });
    expect(fields.startsAt.toISOString()).toBe('2025-03-05T22:00:00.000Z');
    expect(fields.endsAt?.toISOString()).toBe('2025-03-06T02:00:00.000Z');
    const sameDay = normalizeEventInput({ ...valid, startTime: '18:00', endTime: '23:30', timeZone: 'UTC' });
    expect(sameDay.endsAt?.toISOString()).toBe('2025-03-05T23:30:00.000Z');
  });

  it('trims text, turns blanks into null and drops blank list lines', () => {
    const fields = normalizeEventInput({
      ...valid,
      title: '  Neon Static  ',
      tagline: '   ',
      location: ' The Loft ',
      ctaButtonLabel: ' ',
      highlights: ['  Live DJ ', '', 'Glow bar\n\n  Free coat check  '],
    });
    expect(fields).toMatchObject({
      title: 'Neon Static',
      tagline: null,
      location: 'The Loft',
      ctaButtonLabel: 'Buy Tickets',
      highlights: ['Live DJ', 'Glow bar', 'Free coat check'],
    });
  });

  it('stores music genres trimmed, without blanks and without repeats in any case (the first spelling stays)', () => {
    expect(normalizeEventInput(valid).musicGenres).toEqual([]);
    expect(
      normalizeEventInput({
        ...valid,
        musicGenres: [' Deep House ', '', 'DISCO', 'deep house', 'Disco\nAfrobeats'],
      }).musicGenres,
    ).toEqual(['Deep House', 'DISCO', 'Afrobeats']);
    // What the form's preview shows of its one-per-line text.
    expect(storedFieldValue('musicGenres', ['House\n house \nDisco'])).toEqual(['House', 'Disco']);
  });

  it('stores the reveal, reading the older hideLocationUntilRsvp when no reveal is sent', () => {
    expect(normalizeEventInput({ ...valid, hideLocationUntilRsvp: true }).locationReveal).toEqual({
      mode: 'on-rsvp',
      hoursBefore: null,
    });
    expect(
      normalizeEventInput({ ...valid, locationReveal: { mode: 'at-check-in', hoursBefore: 5 } })
        .locationReveal,
    ).toEqual({ mode: 'at-check-in', hoursBefore: null });
    expect(
      normalizeEventInput({ ...valid, locationReveal: { mode: 'before-start', hoursBefore: 5 } })
        .locationReveal,
    ).toEqual({ mode: 'before-start', hoursBefore: 5 });
  });

  it('reminds 24 h and 2 h before by default, none when the list is empty, latest first without repeats', () => {
    expect(normalizeEventInput(valid).reminderHours).toEqual([24, 2]);
    expect(normalizeEventInput({ ...valid, reminderHours: [] }).reminderHours).toEqual([]);
    expect(normalizeEventInput({ ...valid, reminderHours: [3, 48, 3] }).reminderHours).toEqual([48, 3]);
  });

  it('keeps the capacity only when spots are limited, and stores the legacy theme id as the default theme', () => {
    expect(normalizeEventInput({ ...valid, unlimitedSpots: false, maxCapacity: 80 })).toMatchObject({
      unlimitedSpots: false,
      maxCapacity: 80,
    });
    expect(normalizeEventInput({ ...valid, themeId: 'clean-id' }).themeId).toBe('neon-nights');
  });
});

describe('the text forms of dates and times (spec 2 §7)', () => {
  it("reads 'MARCH 5, 2025' and '8:00 PM' like '2025-03-05' and '20:00'", () => {
    const fields = normalizeEventInput({
      title: 'Text form',
      eventDate: 'MARCH 8, 2025',
      startTime: '8:30 PM',
      endTime: '12:00 AM',
      timeZone: 'UTC',
    });
    expect(fields.startsAt.toISOString()).toBe('2025-03-08T20:30:00.000Z');
    expect(fields.endsAt?.toISOString()).toBe('2025-03-09T00:00:00.000Z');
    expect(eventDateKey('Mar 5, 2025')).toBe('2025-03-05');
    expect(eventDateKey('Smarch 5, 2025')).toBe('Smarch 5, 2025');
    expect(messages({ eventDate: 'Smarch 5, 2025' })).toEqual({ eventDate: EVENT_MESSAGES.dateInvalid });
    expect(messages({ startTime: '13:00 PM' })).toEqual({ startTime: EVENT_MESSAGES.startTimeInvalid });
  });
});
