import type { Connection } from './connection.js';

export interface ConnectionRepository {
  userExists(userId: string): Promise<boolean>;

  /**
   * Inserts the connection unless one from the same user to the same user exists; either way
   * returns the stored connection and whether it was created now (decided by the store, so
   * concurrent requests create one connection).
   */
  createIfAbsent(connection: Connection): Promise<{ connection: Connection; created: boolean }>;
}
