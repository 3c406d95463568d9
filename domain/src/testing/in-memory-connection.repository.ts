import type { Connection } from '../connections/connection.js';
import type { ConnectionRepository } from '../connections/connection.repository.port.js';

/** ConnectionRepository keeping one connection per (from, to) pair, like the table's unique key. */
export class InMemoryConnectionRepository implements ConnectionRepository {
  private readonly connections: Connection[] = [];

  constructor(private readonly userIds: readonly string[]) {}

  async userExists(userId: string): Promise<boolean> {
    return this.userIds.includes(userId);
  }

  async createIfAbsent(connection: Connection): Promise<{ connection: Connection; created: boolean }> {
    const existing = this.connections.find(
      (other) => other.fromUserId === connection.fromUserId && other.toUserId === connection.toUserId,
    );
    if (existing) return { connection: { ...existing }, created: false };
    this.connections.push({ ...connection });
    return { connection: { ...connection }, created: true };
  }

  /** Every stored connection, for assertions. */
  all(): Connection[] {
    return this.connections.map((connection) => ({ ...connection }));
  }
}
