import { countsAsScan, isQrId, qrCodeTarget, qrTargetPath } from './qr-code';

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

describe('countsAsScan', () => {
  it("counts a browser's GET, never a HEAD or a link preview's fetch", () => {
    const chrome =
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
    expect(countsAsScan({ method: 'GET', userAgent: chrome })).toBe(true);
    expect(countsAsScan({ method: 'GET', userAgent: '' })).toBe(true);
    expect(countsAsScan({ method: 'HEAD', userAgent: chrome })).toBe(false);
    for (const preview of [
      'Twitterbot/1.0',
      'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
      'TelegramBot (like TwitterBot)',
      'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Slack-ImgProxy (+https://api.slack.com/robots)',
      'Mozilla/5.0 (Windows NT 6.1; WOW64) SkypeUriPreview Preview/0.5',
    ]) {
      expect(countsAsScan({ method: 'GET', userAgent: preview })).toBe(false);
    }
  });
});
