import { existsSync } from 'node:fs';
import { randomInt } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import supertest from 'supertest';
import {
  createEvent,
  logIn,
  rsvp,
  signUp,
  uploadAvatar,
  type Agent,
  type SignedUpUser,
} from './support/accounts';
import { createTestApp, type TestApp } from './support/create-test-app';
import { waitUntil } from './support/wait-until';

// Account deletion (docs/adr/0013-account-deletion.md): after it, no table holds anything that
// identifies the user or that they wrote, and the other users' data is intact.
describe('DELETE /api/user', () => {
  let t: TestApp;

  beforeAll(async () => {
    // Workers on: the files' deletion is a job.
    t = await createTestApp({ runWorkers: true });
  });

  afterAll(() => t.close());

  /** Every row of every table of the app's schema, as text, that contains `needle` (any letter case). */
  async function rowsContaining(needle: string): Promise<string[]> {
    const em = t.orm.em.fork();
    const tables = await em.execute<{ table_name: string }[]>(
      `select table_name from information_schema.tables
       where table_schema = current_schema() and table_type = 'BASE TABLE'`,
    );
    expect(tables.map((table) => table.table_name)).toEqual(
      expect.arrayContaining([
        'users',
        'events',
        'rsvps',
        'connections',
        'user_settings',
        'user_sessions',
        'error_reports',
      ]),
    );
    const found: string[] = [];
    for (const { table_name: table } of tables) {
      const rows = await em.execute<{ row: string }[]>(
        `select r::text as row from "${table}" r where strpos(lower(r::text), lower(?)) > 0`,
        [needle],
      );
      found.push(...rows.map(({ row }) => `${table}: ${row}`));
    }
    return found;
  }

  /** Every file and folder of the local storage whose path names `needle`. */
  async function storedPathsNaming(needle: string): Promise<string[]> {
    const root = t.config.storage.driver === 'local' ? t.config.storage.directory : '';
    // A folder removed while the walk reads it fails the walk (ENOENT): that is "not gone yet",
    // never "nothing left" (counting it as empty let the check run before the job had finished).
    const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' && !existsSync(root)) return [];
        return [{ parentPath: root, name: `unreadable while ${needle} is being erased` }];
      },
    );
    return entries
      .map((entry) => `${entry.parentPath}/${entry.name}`)
      .filter((found) => found.includes(needle));
  }

  interface World {
    victim: SignedUpUser;
    avatarUrl: string;
    victimPhone: Agent;
    phoneTail: string;
    other: SignedUpUser;
    hosted: { id: string; slug: string };
    draft: { id: string; slug: string };
    othersEvent: { id: string; slug: string };
    marker: string;
  }

  /** A host with a full life on the platform, and another user who crossed paths with them. */
  async function world(): Promise<World> {
    // A number no other test writes: the trace search below reads every table of the shared database.
    const phoneTail = `${randomInt(200, 1000)} ${randomInt(1000, 10000)}`;
    const victim = await signUp(t, { accountType: 'host', phoneNumber: `+1 314 ${phoneTail}` });
    const other = await signUp(t, { accountType: 'host' });
    const marker = `marker${victim.id.slice(-6)}`;
    await victim.agent
      .put('/api/user/profile-enhanced')
      .send({
        bio: `Bio ${marker}`,
        location: `Loft ${marker}`,
        instagramHandle: `${marker}_ig`,
        eventTags: [marker],
      })
      .expect(200);
    await victim.agent
      .put('/api/user/settings')
      .send({ defaultLocation: `Venue ${marker}` })
      .expect(200);
    const avatarUrl = await uploadAvatar(t, victim.agent);

    const hosted = await createEvent(victim.agent, {
      title: `Hosted ${marker}`,
      description: `By ${marker}`,
    });
    const draft = await createEvent(victim.agent, { title: `Draft ${marker}`, isDraft: true });
    const othersEvent = await createEvent(other.agent, { title: 'Other host night' });
    await rsvp(other.agent, hosted.slug, 'going');
    await victim.agent
      .post(`/api/events/${othersEvent.slug}/rsvp`)
      .send({
        guestName: `Guest ${marker}`,
        guestEmail: victim.email,
        response: 'going',
        emoji: null,
        message: `See you ${marker}`,
        plusOnes: 2,
      })
      .expect(201);
    await victim.agent.post('/api/connections').send({ toUserId: other.id }).expect(201);
    await other.agent.post('/api/connections').send({ userId: victim.id }).expect(201);
    await victim.agent
      .post('/api/error-reports')
      .send({
        category: 'bug',
        severity: 'low',
        description: `Report by ${marker}`,
        context: {
          url: 'http://localhost/x',
          userAgent: 'jest',
          timestamp: new Date().toISOString(),
          userId: victim.id,
          username: victim.username,
          sessionId: 's',
        },
      })
      .expect(202);
    const victimPhone = await logIn(t, victim);
    return { victim, avatarUrl, victimPhone, phoneTail, other, hosted, draft, othersEvent, marker };
  }

  it('erases everything personal, ends every session, and leaves the others’ data', async () => {
    const w = await world();
    const traces = [w.victim.id, w.victim.username, w.victim.email, w.phoneTail, w.marker];
    for (const trace of traces) expect(await rowsContaining(trace)).not.toEqual([]);
    await supertest(t.app.getHttpServer()).get(w.avatarUrl).expect(200);
    expect(await storedPathsNaming(w.victim.id)).not.toEqual([]);

    const res = await w.victim.agent.delete('/api/user').send({ password: w.victim.password }).expect(200);
    expect(res.body).toEqual({ success: true });
    expect(res.headers['set-cookie']?.[0]).toMatch(/^nightlife\.sid=;/);

    // The one trace left: the user id (a random UUID, meaningless once the account is gone) in the
    // files-erasure job, kept for a day after it ran like every job (docs/jobs.md).
    const isFilesJob = (row: string) =>
      row.startsWith('job_outbox: ') && row.includes(',accounts.erase-files,');
    for (const trace of traces) {
      expect((await rowsContaining(trace)).filter((row) => !isFilesJob(row))).toEqual([]);
    }
    expect((await rowsContaining(w.victim.id)).filter(isFilesJob)).toHaveLength(1);

    // The uploaded picture goes too (a job), and with it every folder named after the user.
    await waitUntil(async () => (await storedPathsNaming(w.victim.id)).length === 0, 'the files to go');
    // Status and body together, so a failure says who answered (a 400 was seen once, under load).
    const gone = await supertest(t.app.getHttpServer()).get(w.avatarUrl);
    expect({ status: gone.status, body: gone.body as unknown }).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND' },
    });

    // Every session of the user is over, and the account is gone.
    for (const agent of [w.victim.agent, w.victimPhone]) {
      expect((await agent.get('/api/user/session').expect(200)).body).toEqual({
        authenticated: false,
        user: null,
      });
    }
    await t
      .request()
      .post('/api/login')
      .send({ username: w.victim.username, password: w.victim.password })
      .expect(401);
    await t.request().get(`/api/users/profile/${w.victim.username}`).expect(404);

    // Their events are gone, with the RSVPs on them; their RSVP left the other host's guest list.
    await t.request().get(`/api/events/${w.hosted.slug}`).expect(404);
    const guests = await w.other.agent
      .get(`/api/events/rsvps-with-users?eventId=${w.othersEvent.id}`)
      .expect(200);
    expect(guests.body).toEqual([]);
    const event = await t.request().get(`/api/events/${w.othersEvent.slug}`).expect(200);
    expect(event.body.rsvpCounts).toEqual(expect.objectContaining({ going: 0, total: 0, headcount: 0 }));

    // The other user keeps their account, event and session; their contacts no longer list the user.
    expect((await w.other.agent.get('/api/user/session').expect(200)).body.authenticated).toBe(true);
    const contacts = await w.other.agent.get('/api/connections').expect(200);
    expect(contacts.body.connections).toEqual([]);
    const otherProfile = await t.request().get(`/api/users/profile/${w.other.username}`).expect(200);
    expect(otherProfile.body.stats).toEqual({ events: 1, rsvps: 0, going: 0, maybe: 0, cantGo: 0 });

    // The username and email are free again.
    await t
      .request()
      .post('/api/signup')
      .send({
        username: w.victim.username,
        email: w.victim.email,
        firstName: 'New',
        lastName: 'Person',
        password: 'another one 1',
      })
      .expect(201);
  });

  it('refuses a wrong password with 403 AUTH.PASSWORD_INCORRECT and erases nothing', async () => {
    const w = await world();
    const res = await w.victim.agent.delete('/api/user').send({ password: 'not it at all' }).expect(403);
    expect(res.body.code).toBe('AUTH.PASSWORD_INCORRECT');
    expect(res.body.errors).toEqual([{ field: 'password', message: 'Your password is incorrect' }]);
    expect((await w.victimPhone.get('/api/user/session').expect(200)).body.authenticated).toBe(true);
    await t.request().get(`/api/events/${w.hosted.slug}`).expect(200);
    expect(await rowsContaining(w.marker)).not.toEqual([]);
  });

  it('refuses a missing password with 400, and a visitor with 401', async () => {
    const user = await signUp(t);
    const missing = await user.agent.delete('/api/user').send({}).expect(400);
    expect(missing.body.errors).toEqual([{ field: 'password', message: 'Password is required' }]);
    const visitor = await t.request().delete('/api/user').send({ password: 'x' }).expect(401);
    expect(visitor.body.code).toBe('AUTH.UNAUTHENTICATED');
    expect((await user.agent.get('/api/user/session').expect(200)).body.authenticated).toBe(true);
  });
});
