import { defineEntity, type InferEntity, p } from '@mikro-orm/postgresql';

// Table `connections` (migration Migration20261121131500_connections_and_guest_profiles):
// unique (from_user_id, to_user_id), never from a user to themself.
export const ConnectionSchema = defineEntity({
  name: 'Connection',
  tableName: 'connections',
  properties: {
    id: p.uuid().primary(),
    fromUserId: p.uuid(),
    toUserId: p.uuid(),
    status: p.text(),
    createdAt: p.datetime(),
  },
});

export type ConnectionRecord = InferEntity<typeof ConnectionSchema>;
