import { describe, expect, it } from '@jest/globals';
import { validateHookahBooking } from '@nightlife/domain';
import { bookingPayload, EMPTY_BOOKING_FORM, toggleSpecialist } from './booking-form.model';

describe('hookah booking form', () => {
  it('starts at 2 hours and the premium package', () => {
    expect(EMPTY_BOOKING_FORM.duration).toBe('2');
    expect(EMPTY_BOOKING_FORM.packageType).toBe('premium');
  });

  it('sends the chosen specialist and blank special requests as null', () => {
    expect(bookingPayload({ ...EMPTY_BOOKING_FORM, specialRequests: '  ' }, 'luna')).toMatchObject({
      specialistId: 'luna',
      specialRequests: null,
      duration: '2',
      packageType: 'premium',
    });
  });

  it('selects one specialist at a time; choosing the chosen one again clears it', () => {
    expect(toggleSpecialist(null, 'luna')).toBe('luna');
    expect(toggleSpecialist('luna', 'jade')).toBe('jade');
    expect(toggleSpecialist('jade', 'jade')).toBeNull();
  });

  it('builds what the shared rule checks: an empty form names every required field', () => {
    const fields = validateHookahBooking(bookingPayload(EMPTY_BOOKING_FORM, null), new Date()).map(
      (e) => e.field,
    );
    expect(fields).toEqual(['name', 'phone', 'email', 'date', 'time', 'location']);
  });
});
