import { normalizeContactInquiry } from './contact-inquiry.js';
import { normalizeHookahBooking } from './hookah-booking.js';
import { submissionDedupeKey, type Submission } from './submission.js';
import { teamNotification } from './team-notification.js';

const receivedAt = new Date('2025-03-05T21:00:00Z');

const contact: Submission = {
  kind: 'contact',
  id: 'c-1',
  receivedAt,
  inquiry: normalizeContactInquiry({
    formType: 'promote',
    name: 'Maya Lights',
    email: 'maya@example.com',
    message: 'Rooftop night in June.\nAbout 300 guests.',
    eventName: 'Rooftop Sessions',
    eventDate: '2025-06-14',
  }),
};

const booking: Submission = {
  kind: 'hookah-booking',
  id: 'b-1',
  receivedAt,
  booking: normalizeHookahBooking({
    name: 'Jordan K',
    phone: '305 555 0142',
    email: 'jordan@example.com',
    date: '2025-03-08',
    time: '22:30',
    duration: '8+',
    location: 'Brickell',
    packageType: 'vip',
    specialistId: 'luna',
    specialRequests: 'Mint',
  }),
};

describe('teamNotification', () => {
  it('mails a contact inquiry to the team inbox, replying to the visitor', () => {
    const mail = teamNotification(contact, 'team@nightlife.test');
    expect(mail).toMatchObject({
      to: ['team@nightlife.test'],
      subject: 'Promote Event: Maya Lights',
      replyTo: 'maya@example.com',
      idempotencyKey: 'inquiries.contact.c-1',
    });
    expect(mail.text).toBe(
      [
        'New "Promote Event" message from the contact page.',
        '',
        'Name:       Maya Lights',
        'Email:      maya@example.com',
        'Event:      Rooftop Sessions',
        'Event date: 2025-06-14',
        'Received:   2025-03-05T21:00:00.000Z',
        '',
        'Rooftop night in June.',
        'About 300 guests.',
        '',
      ].join('\n'),
    );
  });

  it('names the package, the duration and the chosen specialist of a booking', () => {
    const mail = teamNotification(booking, 'team@nightlife.test');
    expect(mail.subject).toBe('Hookah booking: Jordan K, 2025-03-08 22:30');
    expect(mail.replyTo).toBe('jordan@example.com');
    expect(mail.text).toContain('Package:    VIP Experience ($350, 4 hours)');
    expect(mail.text).toContain('Duration:   8+ hours');
    expect(mail.text).toContain('Specialist: Luna Reyes');
    expect(mail.text).toContain('Special requests:\nMint');
  });

  it('announces list signups by list', () => {
    const mail = teamNotification(
      { kind: 'party-tag-waitlist', id: 'w-1', receivedAt, email: 'tag@example.com' },
      'team@nightlife.test',
    );
    expect(mail.subject).toBe('New PartyTag waitlist signup: tag@example.com');
    expect(mail.replyTo).toBeUndefined();
    expect(mail.idempotencyKey).toBe('inquiries.party-tag-waitlist.w-1');
  });
});

describe('submissionDedupeKey', () => {
  it('is the same for the same form filled the same way on the same day, whatever the id', () => {
    const again = { ...contact, id: 'c-2', receivedAt: new Date('2025-03-05T23:59:00Z') };
    expect(submissionDedupeKey(again)).toBe(submissionDedupeKey(contact));
  });

  it('differs for another message, another day or another form', () => {
    const key = submissionDedupeKey(contact);
    if (contact.kind !== 'contact') throw new Error('fixture');
    expect(
      submissionDedupeKey({ ...contact, inquiry: { ...contact.inquiry, message: 'Other text here' } }),
    ).not.toBe(key);
    expect(submissionDedupeKey({ ...contact, receivedAt: new Date('2025-03-06T00:00:00Z') })).not.toBe(key);
    expect(submissionDedupeKey(booking)).not.toBe(key);
  });

  it('keys a list signup by list and address only', () => {
    const signup = (id: string, kind: 'newsletter' | 'party-tag-waitlist') =>
      submissionDedupeKey({ kind, id, receivedAt: new Date(), email: 'vip@example.com' });
    expect(signup('1', 'newsletter')).toBe(signup('2', 'newsletter'));
    expect(signup('1', 'newsletter')).not.toBe(signup('1', 'party-tag-waitlist'));
  });
});
