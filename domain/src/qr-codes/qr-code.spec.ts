import { isQrId, qrCodeTarget, qrTargetPath } from './qr-code';

describe('qrTargetPath', () => {
  it('points a profile at /qr/{profileId} and an event at ?event={eventId}', () => {
    expect(qrTargetPath({ kind: 'profile', ownerId: 'u-1' })).toBe('/qr/u-1');
    expect(qrTargetPath({ kind: 'event', ownerId: 'u-1', eventId: 'e-1' })).toBe('/qr/u-1?event=e-1');
    expect(qrTargetPath({ kind: 'custom', codeId: 'c-1' })).toBe('/qr/c-1');
  });

  it("derives a stored code's target", () => {
    const base = { id: 'c', ownerId: 'u', eventId: null };
    expect(qrCodeTarget({ ...base, kind: 'profile' })).toEqual({ kind: 'profile', ownerId: 'u' });
    expect(qrCodeTarget({ ...base, kind: 'event', eventId: 'e' })).toEqual({
      kind: 'event',
      ownerId: 'u',
      eventId: 'e',
    });
    expect(qrCodeTarget({ ...base, kind: 'custom' })).toEqual({ kind: 'custom', codeId: 'c' });
  });
});

describe('isQrId', () => {
  it('accepts UUIDs only', () => {
    expect(isQrId('0190f5c2-7a4e-7b1c-9d2e-3f4a5b6c7d8e')).toBe(true);
    expect(isQrId('alice')).toBe(false);
    expect(isQrId("1' or 1=1")).toBe(false);
  });
});
