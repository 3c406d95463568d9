import { defineEntity, type InferEntity, p } from '@mikro-orm/postgresql';

// Table `qr_codes` (migration Migration20261125000300_qr_codes): one row per profile, event or
// custom target of an owner (partial unique indexes), cascading with its user and event.
export const QrCodeSchema = defineEntity({
  name: 'QrCode',
  tableName: 'qr_codes',
  properties: {
    id: p.uuid().primary(),
    ownerId: p.uuid(),
    kind: p.text(),
    eventId: p.uuid().nullable(),
    customUrl: p.text().nullable(),
    scanCount: p.integer(),
    createdAt: p.datetime(),
  },
});

export type QrCodeRecord = InferEntity<typeof QrCodeSchema>;
