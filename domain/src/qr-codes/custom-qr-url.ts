import { DomainError } from '../kernel/domain-error.js';
import { err, ok, type Result } from '../kernel/result.js';
import { QR_LIMITS, QR_MESSAGES } from './qr-code.js';
import { qrUrlNotAllowedError } from './qr-code-errors.js';

// http or https, '//', a host (name, IPv4 or [IPv6]) with no user info, an optional port, then
// an optional path, query or fragment. Printable ASCII only: no spaces, control characters,
// quotes, angle brackets or backslashes (which browsers read as '/', turning
// 'https://a.example\@b.example' into a different host than it seems).
const WEB_ADDRESS =
  /^https?:\/\/(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?(?:[/?#][!#$%&'()*+,\-./0-9:;=?@A-Z[\]_a-z~]*)?$/i;

/**
 * A custom destination must be an absolute http(s) address: the scan redirect sends browsers
 * there, so javascript:, data:, protocol-relative '//host' and every other scheme are refused
 * (the redirect checks again before it answers). Returns the trimmed address.
 */
export function checkCustomQrUrl(raw: string): Result<string, DomainError> {
  const url = raw.trim();
  if (url.length === 0) return err(DomainError.validation([{ field: 'url', message: QR_MESSAGES.noUrl }]));
  if (url.length > QR_LIMITS.customUrlMax)
    return err(
      DomainError.validation([
        { field: 'url', message: `url must be at most ${QR_LIMITS.customUrlMax} characters` },
      ]),
    );
  return WEB_ADDRESS.test(url) ? ok(url) : err(qrUrlNotAllowedError());
}
