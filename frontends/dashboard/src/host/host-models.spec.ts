import {
  PLACEHOLDERS,
  TIME_OPTIONS,
  eventFormFrom,
  newEventForm,
  saveFailureToasts,
  toEventPayload,
  validateEventForm,
  withTitle,
} from './event-form.model';
import { attendingThisYear, averagePlusOnes, splitMyEvents, statusBadge } from './host-events.model';
import { rsvpColumns } from '../shared/rsvp-columns';
import type { RsvpWithUser } from './host-api';

describe('event form model', () => {
  it('offers 48 times, every 30 minutes, in 12-hour labels', () => {
    expect(TIME_OPTIONS).toHaveLength(48);
    expect(TIME_OPTIONS[0]).toEqual({ value: '00:00', label: '12:00 AM' });
    expect(TIME_OPTIONS[40]).toEqual({ value: '20:00', label: '8:00 PM' });
    expect(TIME_OPTIONS[47]).toEqual({ value: '23:30', label: '11:30 PM' });
  });

  it("starts with the spec's defaults, then the host's saved ones", () => {
    const form = newEventForm({}, 'America/Chicago');
    expect(form).toMatchObject({
      startTime: '20:00',
      ageRestriction: '21+',
      ctaButtonLabel: 'Buy Tickets',
      themeId: 'neon-nights',
      unlimitedSpots: true,
      isDraft: false,
      timeZone: 'America/Chicago',
    });
    expect(newEventForm({ defaultAgeRestriction: '18+', defaultLocation: 'The Loft' })).toMatchObject({
      ageRestriction: '18+',
      location: 'The Loft',
    });
  });

  it('sends lists as arrays without blank lines, strips placeholders, and a capacity only when limited', () => {
    const form = {
      ...newEventForm({}, 'America/Chicago'),
      title: ' Neon ',
      eventDate: '2030-01-02',
      highlights: 'DJ\n\n  Lights  \n',
      musicGenres: 'House\n Disco \n',
      location: PLACEHOLDERS.location,
      description: PLACEHOLDERS.description,
      maxCapacity: '40',
    };
    expect(toEventPayload(form)).toMatchObject({
      title: 'Neon',
      eventDate: '2030-01-02',
      highlights: ['DJ', 'Lights'],
      musicGenres: ['House', 'Disco'],
      location: null,
      description: null,
      unlimitedSpots: true,
      maxCapacity: null,
      timeZone: 'America/Chicago',
    });
    expect(toEventPayload({ ...form, unlimitedSpots: false })).toMatchObject({
      unlimitedSpots: false,
      maxCapacity: 40,
    });
  });

  it('offers the reminder times as rows: 24 h and 2 h ticked by default, a spare one unticked', () => {
    const form = newEventForm({}, 'UTC');
    expect(form.reminderHours).toEqual([
      { on: true, hours: '24' },
      { on: true, hours: '2' },
      { on: false, hours: '1' },
    ]);
    const rows = [
      { on: false, hours: '24' },
      { on: true, hours: ' 6 ' },
      { on: true, hours: '' },
    ];
    expect(toEventPayload({ ...form, reminderHours: rows }).reminderHours).toEqual([6, Number.NaN]);
    expect(toEventPayload({ ...form, reminderHours: rows.slice(0, 1) }).reminderHours).toEqual([]);
    const stored = { reminderHours: [6], locationReveal: { mode: 'public', hoursBefore: null } } as never;
    expect(eventFormFrom(stored).reminderHours).toEqual([
      { on: true, hours: '6' },
      { on: false, hours: '24' },
      { on: false, hours: '2' },
    ]);
  });

  it('keeps the waitlist on with a 2-hour offer window by default, and sends the window as a number', () => {
    const form = newEventForm({}, 'UTC');
    expect(form).toMatchObject({ waitlist: true, waitlistOfferHours: '2' });
    expect(toEventPayload({ ...form, waitlistOfferHours: ' 6 ' })).toMatchObject({
      waitlist: true,
      waitlistOfferHours: 6,
    });
    expect(toEventPayload({ ...form, waitlistOfferHours: '' }).waitlistOfferHours).toBeNull();
    const stored = {
      waitlistOfferHours: 4,
      reminderHours: [],
      locationReveal: { mode: 'public', hoursBefore: null },
    } as never;
    expect(eventFormFrom(stored).waitlistOfferHours).toBe('4');
  });

  it('sends the location reveal, with its hours only for before-start', () => {
    const form = newEventForm({}, 'UTC');
    expect(toEventPayload(form).locationReveal).toEqual({ mode: 'public', hoursBefore: null });
    expect(
      toEventPayload({ ...form, revealMode: 'before-start', revealHours: ' 6 ' }).locationReveal,
    ).toEqual({
      mode: 'before-start',
      hoursBefore: 6,
    });
    expect(toEventPayload({ ...form, revealMode: 'at-check-in', revealHours: '6' }).locationReveal).toEqual({
      mode: 'at-check-in',
      hoursBefore: null,
    });
    const edited = eventFormFrom({
      reminderHours: [],
      locationReveal: { mode: 'before-start', hoursBefore: 12 },
    } as never);
    expect([edited.revealMode, edited.revealHours]).toEqual(['before-start', '12']);
  });

  it('round-trips a stored event', () => {
    const form = {
      ...newEventForm({}, 'Europe/Berlin'),
      title: 'A',
      eventDate: '2030-01-02',
      partnerNames: 'X\nY',
      musicGenres: 'Techno\nHouse',
    };
    const payload = toEventPayload(form);
    const back = eventFormFrom({
      ...(payload as Required<typeof payload>),
      slug: 'a',
      endTime: null,
      maxCapacity: null,
    } as never);
    expect(back.partnerNames).toBe('X\nY');
    expect(back.musicGenres).toBe('Techno\nHouse');
    expect(back.title).toBe('A');
  });

  it('derives the slug from the title until the host edits it, and sends it only on create', () => {
    const form = withTitle(newEventForm(), "Ray's Café Night");
    expect(form.slug).toBe('rays-cafe-night');
    const touched = withTitle({ ...form, slug: 'my-night', slugTouched: true }, 'Other');
    expect(touched.slug).toBe('my-night');
    expect(toEventPayload(touched).slug).toBe('my-night');
    expect(toEventPayload(touched, 'edit').slug).toBeNull();
    expect(validateEventForm({ ...touched, slug: 'Not A Slug' }).slug).toBe(
      'Slug may only contain lowercase letters, digits and single hyphens (at most 80 characters)',
    );
  });

  it("requires a title and a date with the spec's messages", () => {
    expect(validateEventForm(newEventForm())).toEqual({
      title: 'Event title is required',
      eventDate: 'Event date is required',
    });
  });

  it("reports a 401 on create with the spec's texts and a 'Session expired' follow-up", () => {
    expect(saveFailureToasts('create', { status: 401, detail: null })).toEqual({
      title: 'Failed to create event',
      description: 'You must be logged in to create events. Please refresh the page and log in again.',
      followUp: 'Session expired',
    });
    expect(saveFailureToasts('create', { status: 500, detail: null }).description).toBe(
      'Please check all required fields and try again',
    );
    expect(saveFailureToasts('edit', { status: 400, detail: 'Nope' })).toMatchObject({
      title: 'Failed to update event',
      description: 'Nope',
    });
  });
});

describe('host events model', () => {
  it('splits Hosting from Drafts', () => {
    const events = [
      { id: 'a', isDraft: false, isPublished: true },
      { id: 'b', isDraft: true, isPublished: true },
      { id: 'c', isDraft: false, isPublished: false },
    ];
    const { hosting, drafts } = splitMyEvents(events);
    expect(hosting.map((e) => e.id)).toEqual(['a']);
    expect(drafts.map((e) => e.id)).toEqual(['b', 'c']);
  });

  it('averages plus-ones to one decimal', () => {
    expect(averagePlusOnes({ totalPlusOnes: 0, totalRsvps: 0 })).toBe('0.0');
    expect(averagePlusOnes({ totalPlusOnes: 5, totalRsvps: 3 })).toBe('1.7');
  });

  it('counts attended events of the past year and the coming ones of this year', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const events = [
      '2026-05-01T00:00:00Z',
      '2025-01-01T00:00:00Z',
      '2026-07-01T00:00:00Z',
      '2027-02-01T00:00:00Z',
    ].map((dateTime) => ({ dateTime }));
    expect(attendingThisYear(events, now, 'UTC')).toBe(2);
  });

  it("says Past for past events and pulses 'Live now' only while one runs", () => {
    expect(statusBadge('upcoming')).toEqual({ label: 'Upcoming', variant: 'neutral' });
    expect(statusBadge('live')).toEqual({ label: 'Live now', variant: 'live' });
    expect(statusBadge('past')).toEqual({ label: 'Past', variant: 'past' });
    expect(statusBadge('draft')).toEqual({ label: 'Draft', variant: 'draft' });
  });

  it("puts both spellings of can't go in the third column", () => {
    const rsvp = (response: string) => ({ id: response, response }) as unknown as RsvpWithUser;
    const columns = rsvpColumns([rsvp('going'), rsvp('maybe'), rsvp('cant_go'), rsvp('cant-go')]);
    expect(columns.going).toHaveLength(1);
    expect(columns.maybe).toHaveLength(1);
    expect(columns.cant_go).toHaveLength(2);
  });
});
