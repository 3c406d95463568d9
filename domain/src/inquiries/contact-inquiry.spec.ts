import { normalizeContactInquiry, validateContactInquiry } from './contact-inquiry.js';

const valid = {
  formType: 'promote',
  name: 'Maya Lights',
  email: 'maya@example.com',
  message: 'We are throwing a rooftop night in June.',
  eventName: 'Rooftop Sessions',
  eventDate: '2025-06-14',
  venue: 'Skyline Terrace',
};

describe('validateContactInquiry (spec 2 §5)', () => {
  it('accepts a promote inquiry with every field, and one with the shared fields only', () => {
    expect(validateContactInquiry(valid)).toEqual([]);
    expect(
      validateContactInquiry({ formType: 'partner', name: 'Al', email: 'a@b.co', message: '1234567890' }),
    ).toEqual([]);
  });

  it('treats a missing formType as the default promote', () => {
    expect(validateContactInquiry({ ...valid, formType: undefined })).toEqual([]);
  });

  it('answers the spec messages for a short name, a bad email and a short message', () => {
    expect(validateContactInquiry({ ...valid, name: ' A ', email: 'maya@', message: 'Too short' })).toEqual([
      { field: 'name', message: 'Name must be at least 2 characters' },
      { field: 'email', message: 'Please enter a valid email' },
      { field: 'message', message: 'Message must be at least 10 characters' },
    ]);
  });

  it('counts the name and message without surrounding spaces', () => {
    expect(validateContactInquiry({ ...valid, message: '   123456789   ' })).toEqual([
      { field: 'message', message: 'Message must be at least 10 characters' },
    ]);
    expect(validateContactInquiry({ ...valid, message: '1234567890' })).toEqual([]);
  });

  it('refuses a missing or empty email with the same message', () => {
    expect(validateContactInquiry({ ...valid, email: '' })).toEqual([
      { field: 'email', message: 'Please enter a valid email' },
    ]);
    expect(validateContactInquiry({ ...valid, email: undefined })).toEqual([
      { field: 'email', message: 'Please enter a valid email' },
    ]);
  });

  it('caps the lengths', () => {
    expect(
      validateContactInquiry({
        ...valid,
        name: 'n'.repeat(101),
        message: 'm'.repeat(5001),
        eventName: 'e'.repeat(201),
        venue: 'v'.repeat(201),
      }),
    ).toEqual([
      { field: 'name', message: 'Name must be at most 100 characters' },
      { field: 'message', message: 'Message must be at most 5000 characters' },
      { field: 'eventName', message: 'Event name must be at most 200 characters' },
      { field: 'venue', message: 'Venue must be at most 200 characters' },
    ]);
  });

  it('accepts only promote or partner, and a real date', () => {
    expect(validateContactInquiry({ ...valid, formType: 'spam', eventDate: '2025-02-30' })).toEqual([
      { field: 'formType', message: 'formType must be one of: promote, partner' },
      { field: 'eventDate', message: 'Please enter a valid date' },
    ]);
  });

  it('refuses text fields of another type', () => {
    expect(validateContactInquiry({ ...valid, name: 42, venue: ['x'] })).toEqual([
      { field: 'name', message: 'Name must be at least 2 characters' },
      { field: 'venue', message: 'Venue must be text' },
    ]);
  });

  it.each([[null], ['text'], [[valid]]])('refuses a body that is not an object (%p)', (body) => {
    expect(validateContactInquiry(body)).toEqual([
      { field: 'body', message: 'The form must be a JSON object' },
    ]);
  });
});

describe('normalizeContactInquiry', () => {
  it('trims, lowercases the email and keeps the message lines', () => {
    expect(
      normalizeContactInquiry({
        ...valid,
        name: '  Maya \n Lights ',
        email: ' Maya@Example.COM ',
        message: '  Line one\nLine two  ',
        venue: '  ',
      }),
    ).toEqual({
      formType: 'promote',
      name: 'Maya Lights',
      email: 'maya@example.com',
      message: 'Line one\nLine two',
      eventName: 'Rooftop Sessions',
      eventDate: '2025-06-14',
      venue: null,
    });
  });

  it('drops the promote-only fields from a partner inquiry', () => {
    expect(normalizeContactInquiry({ ...valid, formType: 'partner' })).toMatchObject({
      formType: 'partner',
      eventName: null,
      eventDate: null,
      venue: null,
    });
  });
});
