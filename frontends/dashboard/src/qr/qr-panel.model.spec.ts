import { describe, expect, it } from '@jest/globals';
import type { QrCode } from '../api/generated';
import { NEW_CUSTOM, qrDestinations, qrFileName, qrLink, scanCountText } from './qr-panel.model';

const code = (fields: Partial<QrCode>): QrCode => ({
  kind: 'profile',
  id: null,
  eventId: null,
  title: null,
  customUrl: null,
  path: '/qr/u-1',
  scanCount: 0,
  ...fields,
});

describe('the QR panel model', () => {
  it("lists 'My Profile Page', each event by title, saved custom codes, then 'Custom URL'", () => {
    const options = qrDestinations([
      code({}),
      code({ kind: 'event', eventId: 'e-1', title: 'Neon Static', path: '/qr/u-1?event=e-1' }),
      code({ kind: 'custom', id: 'c-1', customUrl: 'https://a.example/', path: '/qr/c-1' }),
    ]);
    expect(options.map(({ value, label }) => [value, label])).toEqual([
      ['profile', 'My Profile Page'],
      ['event:e-1', 'Neon Static'],
      ['custom:c-1', 'Custom URL: https://a.example/'],
      [NEW_CUSTOM, 'Custom URL'],
    ]);
    expect(options[3].code).toBeNull();
  });

  it('builds the absolute link, the scan count and the file name', () => {
    expect(qrLink('https://nightlife.example', code({ path: '/qr/u-1?event=e-1' }))).toBe(
      'https://nightlife.example/qr/u-1?event=e-1',
    );
    expect([0, 1, 2].map(scanCountText)).toEqual(['0 scans', '1 scan', '2 scans']);
    expect(qrFileName('dj_nova')).toBe('dj_nova-qr.png');
    expect(qrFileName('a/b c')).toBe('a_b_c-qr.png');
  });
});
