import { describe, expect, it } from '@jest/globals';
import { validateContactInquiry } from '@nightlife/domain';
import { contactModeOf, contactPayload, EMPTY_CONTACT_FORM } from './contact-form.model';

const filled = {
  ...EMPTY_CONTACT_FORM,
  name: 'Maya',
  email: 'maya@example.com',
  message: 'Rooftop night in June',
  eventName: 'Rooftop Sessions',
  venue: '  ',
};

describe('contact form', () => {
  it("starts in 'Promote Event' mode unless the link asks for a partner inquiry", () => {
    expect(contactModeOf(new URLSearchParams(''))).toBe('promote');
    expect(contactModeOf(new URLSearchParams('type=partner'))).toBe('partner');
    expect(contactModeOf(new URLSearchParams('type=other'))).toBe('promote');
  });

  it('sends the promote-only fields in promote mode, blanks as null', () => {
    expect(contactPayload('promote', filled)).toEqual({
      formType: 'promote',
      name: 'Maya',
      email: 'maya@example.com',
      message: 'Rooftop night in June',
      eventName: 'Rooftop Sessions',
      eventDate: null,
      venue: null,
    });
  });

  it('leaves them out in partner mode', () => {
    expect(contactPayload('partner', filled)).toEqual({
      formType: 'partner',
      name: 'Maya',
      email: 'maya@example.com',
      message: 'Rooftop night in June',
    });
  });

  it('builds what the shared rule checks, with the spec messages for an empty form', () => {
    expect(validateContactInquiry(contactPayload('promote', EMPTY_CONTACT_FORM))).toEqual([
      { field: 'name', message: 'Name must be at least 2 characters' },
      { field: 'email', message: 'Please enter a valid email' },
      { field: 'message', message: 'Message must be at least 10 characters' },
    ]);
  });
});
