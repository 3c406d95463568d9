import type { QrCode } from './qr-code.js';

/** A scan to count: the code's row is found (or, for a profile or event code, made) by its target. */
export type QrScan =
  | { kind: 'profile'; ownerId: string }
  | { kind: 'event'; ownerId: string; eventId: string }
  | { kind: 'custom'; codeId: string };

export interface QrCodeRepository {
  /** A custom code by id, or null. */
  findCustom(codeId: string): Promise<QrCode | null>;
  /** The username of the user with this id, or null. */
  findUsername(userId: string): Promise<string | null>;
  /**
   * Adds one to the scan count; a profile or event code without a row gets one (with `newId`),
   * decided by the store so concurrent scans all count.
   */
  countScan(scan: QrScan, newId: string, at: Date): Promise<void>;
  /**
   * Stores the custom code unless the owner has one for the same address; either way returns
   * the stored code and whether it was created now.
   */
  createCustomIfAbsent(code: QrCode): Promise<{ code: QrCode; created: boolean }>;
  /** Deletes the owner's custom code; false when the owner has no such code. */
  deleteCustom(ownerId: string, codeId: string): Promise<boolean>;
}
