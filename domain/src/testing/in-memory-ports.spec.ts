import { FixedClock } from './fixed-clock.js';
import { defineJob } from '../kernel/job.js';
import { InMemoryJobOutbox } from './in-memory-job.outbox.js';
import { InMemoryUnitOfWork } from './in-memory-unit-of-work.js';
import { InMemoryUserRepository } from './in-memory-user.repository.js';
import { SequentialIdGenerator } from './sequential-id-generator.js';
import { aUser } from './user-fixture.js';

const ada = aUser();

// Other projects' tests rely on these doubles behaving like the real adapters.
describe('InMemoryUserRepository', () => {
  it('finds by id and by login, case-insensitively', async () => {
    const users = new InMemoryUserRepository([ada]);
    expect(await users.findById('u1')).toEqual(ada);
    expect(await users.findById('u2')).toBeNull();
    expect((await users.findByLogin('NIGHTOWL'))?.id).toBe('u1');
    expect((await users.findByLogin('ADA@EXAMPLE.COM'))?.id).toBe('u1');
    expect(await users.findByLogin('nobody')).toBeNull();
  });

  it('hands out copies, so callers cannot change stored users', async () => {
    const users = new InMemoryUserRepository([ada]);
    const found = await users.findById('u1');
    found!.username = 'changed';
    expect((await users.findById('u1'))?.username).toBe('NightOwl');
  });
});

describe('FixedClock', () => {
  it('stands still until set or advanced', () => {
    const clock = new FixedClock('2025-03-05T12:00:00Z');
    expect(clock.now()).toEqual(new Date('2025-03-05T12:00:00Z'));
    clock.advance(60_000);
    expect(clock.now()).toEqual(new Date('2025-03-05T12:01:00Z'));
    clock.set('2026-01-01T00:00:00Z');
    expect(clock.now()).toEqual(new Date('2026-01-01T00:00:00Z'));
  });
});

describe('SequentialIdGenerator', () => {
  it('gives predictable UUID-shaped ids', () => {
    const ids = new SequentialIdGenerator();
    expect([ids.next(), ids.next()]).toEqual([
      '00000000-0000-7000-8000-000000000001',
      '00000000-0000-7000-8000-000000000002',
    ]);
  });
});

describe('InMemoryUnitOfWork with InMemoryJobOutbox', () => {
  const ping = defineJob<{ n: number }>('ping');

  it('keeps jobs of a committed unit of work and drops those of a rolled-back one', async () => {
    const uow = new InMemoryUnitOfWork();
    const outbox = new InMemoryJobOutbox(uow);
    await uow.run(() => outbox.add(ping, { n: 1 }));
    await expect(
      uow.run(async () => {
        await outbox.add(ping, { n: 2 });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(outbox.payloadsOf(ping)).toEqual([{ n: 1 }]);
    expect([uow.commits, uow.rollbacks]).toEqual([1, 1]);
  });

  it('carries any JSON payload, lists included', async () => {
    const fanOut = defineJob<{ userIds: string[]; meta: { round: number } | null }>('fan-out');
    const outbox = new InMemoryJobOutbox(new InMemoryUnitOfWork());
    await outbox.add(fanOut, { userIds: ['u1', 'u2'], meta: null });
    expect(outbox.payloadsOf(fanOut)).toEqual([{ userIds: ['u1', 'u2'], meta: null }]);
  });

  it('lets a nested unit of work join the outer one', async () => {
    const uow = new InMemoryUnitOfWork();
    const outbox = new InMemoryJobOutbox(uow);
    await expect(
      uow.run(async () => {
        await uow.run(() => outbox.add(ping, { n: 1 }));
        throw new Error('outer fails');
      }),
    ).rejects.toThrow('outer fails');
    expect(outbox.jobs).toEqual([]);
  });
});
