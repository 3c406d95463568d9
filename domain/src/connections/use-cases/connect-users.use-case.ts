import type { Clock } from '../../kernel/clock.port.js';
import { userNotFoundError } from '../../accounts/account-errors.js';
import type { IdGenerator } from '../../kernel/id-generator.port.js';
import { err, ok, type Result } from '../../kernel/result.js';
import { CONNECTION_STATUS, type Connection } from '../connection.js';
import { connectToSelfError } from '../connection-errors.js';
import type { ConnectionRepository } from '../connection.repository.port.js';

/** Connects the signed-in user to another user; connecting twice is not an error. */
export class ConnectUsersUseCase {
  constructor(
    private readonly connections: ConnectionRepository,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(input: {
    fromUserId: string;
    toUserId: string;
  }): Promise<Result<{ connection: Connection; created: boolean }>> {
    if (input.fromUserId === input.toUserId) {
      return err(connectToSelfError());
    }
    if (!(await this.connections.userExists(input.toUserId))) {
      return err(userNotFoundError());
    }
    return ok(
      await this.connections.createIfAbsent({
        id: this.ids.next(),
        fromUserId: input.fromUserId,
        toUserId: input.toUserId,
        status: CONNECTION_STATUS,
        createdAt: this.clock.now(),
      }),
    );
  }
}
