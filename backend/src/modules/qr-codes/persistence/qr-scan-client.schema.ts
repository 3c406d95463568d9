import { defineEntity, type InferEntity, p } from '@mikro-orm/postgresql';

// Table `qr_scan_clients` (migration Migration20261128120000_qr_scan_clients): when each client
// (a keyed hash, never an address) was last counted for a code; goes with its code.
export const QrScanClientSchema = defineEntity({
  name: 'QrScanClient',
  tableName: 'qr_scan_clients',
  properties: {
    codeId: p.uuid().primary(),
    clientKey: p.text().primary(),
    countedAt: p.datetime(),
  },
});

export type QrScanClientRecord = InferEntity<typeof QrScanClientSchema>;
