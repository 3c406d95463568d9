import { QR_MESSAGES } from '@nightlife/domain';
import type { QrCode } from '../api/generated';

/** The select's value for a custom address not saved yet. */
export const NEW_CUSTOM = 'custom:new';

/** One entry of the destination select (spec 2 §2.9). */
export interface QrDestination {
  value: string;
  label: string;
  /** null for a custom address not saved yet: no code, nothing to draw. */
  code: QrCode | null;
}

/** The select's value for a code: stable across refetches. */
export function destinationValue(code: QrCode): string {
  if (code.kind === 'profile') return 'profile';
  return code.kind === 'event' ? `event:${code.eventId}` : `custom:${code.id}`;
}

/**
 * 'My Profile Page', one entry per event (by title), each saved custom address, then
 * 'Custom URL' for a new one.
 */
export function qrDestinations(codes: readonly QrCode[]): QrDestination[] {
  return [
    ...codes.map((code) => ({
      value: destinationValue(code),
      label:
        code.kind === 'profile'
          ? QR_MESSAGES.profileOption
          : code.kind === 'event'
            ? (code.title ?? 'Event')
            : `${QR_MESSAGES.customOption}: ${code.customUrl ?? ''}`,
      code,
    })),
    { value: NEW_CUSTOM, label: QR_MESSAGES.customOption, code: null },
  ];
}

/** The absolute link a printed code carries. */
export function qrLink(origin: string, code: QrCode): string {
  return `${origin}${code.path}`;
}

/** '1 scan', '12 scans'. */
export function scanCountText(count: number): string {
  return `${count} ${count === 1 ? 'scan' : 'scans'}`;
}

/** The downloaded PNG is named after the username (spec 2 §2.9). */
export function qrFileName(username: string): string {
  return `${username.replace(/[^\w.-]+/g, '_')}-qr.png`;
}
