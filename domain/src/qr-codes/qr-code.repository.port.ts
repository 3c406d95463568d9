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
   * Adds one to the scan count unless `clientKey` was counted for this code after `countedAfter`;
   * a profile or event code without a row gets one (with `newId`). Decided by the store, so
   * concurrent scans by different clients all count and a client's count once.
   */
  countScan(
    scan: QrScan,
    visit: { newId: string; at: Date; clientKey: string; countedAfter: Date },
  ): Promise<void>;
  /**
   * Stores the custom code unless the owner has one for the same address; either way returns
   * the stored code and whether it was created now.
   */
  createCustomIfAbsent(code: QrCode): Promise<{ code: QrCode; created: boolean }>;
  /** Deletes the owner's custom code; false when the owner has no such code. */
  deleteCustom(ownerId: string, codeId: string): Promise<boolean>;
}
