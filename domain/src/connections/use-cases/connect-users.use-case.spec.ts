import { AccountErrorCodes } from '../../accounts/account-errors.js';
import { ConnectionErrorCodes } from '../connection-errors.js';
import { FixedClock } from '../../testing/fixed-clock.js';
import { InMemoryConnectionRepository } from '../../testing/in-memory-connection.repository.js';
import { SequentialIdGenerator } from '../../testing/sequential-id-generator.js';
import { ConnectUsersUseCase } from './connect-users.use-case.js';

describe('ConnectUsersUseCase', () => {
  let connections: InMemoryConnectionRepository;
  let connect: ConnectUsersUseCase;

  beforeEach(() => {
    connections = new InMemoryConnectionRepository(['ada', 'bob']);
    connect = new ConnectUsersUseCase(
      connections,
      new SequentialIdGenerator(),
      new FixedClock('2025-03-05T12:00:00Z'),
    );
  });

  it('creates an accepted connection', async () => {
    const result = await connect.execute({ fromUserId: 'ada', toUserId: 'bob' });
    expect(result).toEqual({
      ok: true,
      value: {
        created: true,
        connection: {
          id: '00000000-0000-7000-8000-000000000001',
          fromUserId: 'ada',
          toUserId: 'bob',
          status: 'accepted',
          createdAt: new Date('2025-03-05T12:00:00Z'),
        },
      },
    });
  });

  it('returns the existing connection the second time', async () => {
    const first = await connect.execute({ fromUserId: 'ada', toUserId: 'bob' });
    const second = await connect.execute({ fromUserId: 'ada', toUserId: 'bob' });
    expect(second).toEqual({
      ok: true,
      value: { created: false, connection: first.ok && first.value.connection },
    });
    expect(connections.all()).toHaveLength(1);
  });

  it('keeps the other direction a separate connection', async () => {
    await connect.execute({ fromUserId: 'ada', toUserId: 'bob' });
    const back = await connect.execute({ fromUserId: 'bob', toUserId: 'ada' });
    expect(back.ok && back.value.created).toBe(true);
  });

  it('refuses to connect a user with themself', async () => {
    const result = await connect.execute({ fromUserId: 'ada', toUserId: 'ada' });
    expect(!result.ok && result.error.code).toBe(ConnectionErrorCodes.SELF);
    expect(connections.all()).toEqual([]);
  });

  it('answers USER.NOT_FOUND for an unknown user', async () => {
    const result = await connect.execute({ fromUserId: 'ada', toUserId: 'ghost' });
    expect(!result.ok && result.error.code).toBe(AccountErrorCodes.USER_NOT_FOUND);
    expect(connections.all()).toEqual([]);
  });
});
