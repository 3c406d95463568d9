import { DomainError, KernelErrorCodes } from '../kernel/domain-error.js';
import { QR_MESSAGES } from './qr-code.js';

/** The QR codes context's error codes. */
export const QrCodeErrorCodes = {
  URL_NOT_ALLOWED: 'QR.URL_NOT_ALLOWED',
} as const;
export type QrCodeErrorCode = (typeof QrCodeErrorCodes)[keyof typeof QrCodeErrorCodes];

declare module '../kernel/domain-error.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ErrorCodeRegistry extends Record<QrCodeErrorCode, true> {}
}

/** A custom destination that is not an http(s) address (javascript:, data:, '//host', ...). */
export function qrUrlNotAllowedError(): DomainError {
  return new DomainError(QrCodeErrorCodes.URL_NOT_ALLOWED, QR_MESSAGES.urlNotAllowed, [
    { field: 'url', message: QR_MESSAGES.urlNotAllowed },
  ]);
}

/** An unknown code, or one the caller does not own (the same answer, never a 403). */
export function qrCodeNotFound(): DomainError {
  return new DomainError(KernelErrorCodes.NOT_FOUND, 'QR code not found.');
}
