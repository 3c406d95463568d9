import { checkCustomQrUrl } from './custom-qr-url';
import { QR_LIMITS } from './qr-code';

describe('checkCustomQrUrl', () => {
  it.each([
    'https://nightlife.example',
    'http://nightlife.example/',
    'https://tickets.example.com/e/42?ref=qr&utm_source=flyer#top',
    'HTTPS://Example.COM/Path',
    'https://localhost:8080/x',
    'https://[2001:db8::1]/',
    'https://127.0.0.1/a(b)',
    'https://xn--bcher-kva.example/',
  ])('accepts %s', (url) => {
    expect(checkCustomQrUrl(url)).toEqual({ ok: true, value: url });
  });

  it('trims surrounding spaces', () => {
    expect(checkCustomQrUrl('  https://a.example/x  ')).toEqual({ ok: true, value: 'https://a.example/x' });
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript://%0aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'file:///etc/passwd',
    'ftp://files.example/',
    'mailto:a@b.example',
    '//evil.example',
    '/relative/path',
    'evil.example',
    'https:evil.example',
    'https:/evil.example',
    'https:///evil.example',
    'https://user:pass@evil.example/',
    'https://good.example\\@evil.example/',
    'https://good.example/\\evil',
    'https://evil.example/<script>',
    'https://evil.example/a b',
    'https://evil.example/a\nb',
    'https://',
    'https://-bad-.example/',
    'https://ünïcode.example/',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
  ])('refuses %j with QR.URL_NOT_ALLOWED', (url) => {
    const result = checkCustomQrUrl(url);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('QR.URL_NOT_ALLOWED');
  });

  it('refuses an empty or over-long address as a validation failure', () => {
    const empty = checkCustomQrUrl('   ');
    expect(!empty.ok && empty.error.code).toBe('VALIDATION.FAILED');
    const long = checkCustomQrUrl(`https://a.example/${'x'.repeat(QR_LIMITS.customUrlMax)}`);
    expect(!long.ok && long.error.code).toBe('VALIDATION.FAILED');
  });
});
