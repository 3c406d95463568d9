import {
  defaultPassExpiry,
  doorPassRefusal,
  doorPassState,
  MAX_PIN_ATTEMPTS,
  pinFrom,
  validateNewDoorPass,
} from './door-passes.js';

const event = { startsAt: new Date('2030-06-15T22:00:00Z'), endsAt: new Date('2030-06-16T04:00:00Z') };
const now = new Date('2030-06-15T12:00:00Z');

describe('door passes', () => {
  it('last until 6 hours after the event ends, or after its 12th hour without an end', () => {
    expect(defaultPassExpiry(event)).toEqual(new Date('2030-06-16T10:00:00Z'));
    expect(defaultPassExpiry({ ...event, endsAt: null })).toEqual(new Date('2030-06-16T16:00:00Z'));
  });

  it('are open until revoked, expired or locked by wrong PINs', () => {
    const pass = { expiresAt: new Date('2030-06-16T10:00:00Z'), revokedAt: null, failedPins: 0 };
    expect(doorPassState(pass, now)).toBe('active');
    expect(doorPassState({ ...pass, failedPins: MAX_PIN_ATTEMPTS - 1 }, now)).toBe('active');
    expect(doorPassState({ ...pass, failedPins: MAX_PIN_ATTEMPTS }, now)).toBe('locked');
    expect(doorPassState(pass, new Date('2030-06-16T10:00:00Z'))).toBe('expired');
    expect(doorPassState({ ...pass, revokedAt: now, failedPins: 9 }, now)).toBe('revoked');
  });

  it('are named, given a role and an expiry in the future', () => {
    expect(validateNewDoorPass({ name: ' Main door ' }, event, now)).toEqual({
      ok: true,
      value: { name: 'Main door', role: 'scanner', expiresAt: new Date('2030-06-16T10:00:00Z') },
    });
    const bad = validateNewDoorPass(
      { name: ' ', role: 'bouncer', expiresAt: new Date('2030-06-15T11:00:00Z') },
      event,
      now,
    );
    expect(!bad.ok && bad.error.fieldErrors?.map((e) => e.field)).toEqual(['name', 'role', 'expiresAt']);
    expect(validateNewDoorPass({ name: '🚪'.repeat(60) }, event, now).ok).toBe(true);
    expect(validateNewDoorPass({ name: '🚪'.repeat(61) }, event, now).ok).toBe(false);
  });

  it('say how many tries are left, and why a closed pass is refused', () => {
    expect(doorPassRefusal('wrong-pin', 1).message).toBe('Wrong PIN. 1 try left.');
    expect(doorPassRefusal('wrong-pin', 3).message).toBe('Wrong PIN. 3 tries left.');
    expect(doorPassRefusal('revoked').message).toBe('This pass was revoked by the host.');
  });

  it('have 6-digit PINs', () => {
    expect(pinFrom(42)).toBe('000042');
    expect(pinFrom(4_294_967_295)).toBe('967295');
  });
});
