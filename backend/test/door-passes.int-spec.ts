import { randomUUID } from 'node:crypto';
import { createEvent, signUp, type SignedUpUser } from './support/accounts';
import { createTestApp, type TestApp } from './support/create-test-app';

interface NewPass {
  id: string;
  name: string;
  role: string;
  state: string;
  expiresAt: string;
  token: string;
  pin: string;
}

// Door passes (issue 19 §2, ADR 0033) through the API on PostgreSQL: the host makes passes for
// staff without accounts; a device signs in with a link secret and PIN to that event's door only;
// wrong PINs lock a pass; revoked and expired passes are refused at once. Tried as host, other
// host, attendee, pass holder and visitor.
describe('door passes', () => {
  let t: TestApp;
  let host: SignedUpUser;
  let otherHost: SignedUpUser;
  let guest: SignedUpUser;
  let event: { id: string; slug: string };
  let other: { id: string; slug: string };

  const makePass = async (body: Record<string, unknown> = { name: 'Main door phone' }): Promise<NewPass> =>
    (await host.agent.post(`/api/events/${event.id}/door/passes`).send(body).expect(201)).body as NewPass;

  /** A fresh device (no account) signed in with the pass. */
  const device = async (pass: NewPass) => {
    const agent = t.request();
    const res = await agent
      .post(`/api/events/${event.id}/door/passes/sign-in`)
      .send({ token: pass.token, pin: pass.pin })
      .expect(200);
    expect(res.body).toEqual({ eventId: event.id, name: pass.name, role: pass.role });
    return agent;
  };

  beforeAll(async () => {
    t = await createTestApp();
    [host, otherHost, guest] = await Promise.all([signUp(t), signUp(t), signUp(t)]);
    event = await createEvent(host.agent, { title: 'Door Night' });
    other = await createEvent(host.agent, { title: 'Other Night' });
    await guest.agent.post(`/api/events/${event.slug}/rsvp`).send({ response: 'going' }).expect(201);
  });

  afterAll(async () => {
    await t.close();
  });

  it('shows a new pass its secret and PIN once, and lasts until 6 hours after the event by default', async () => {
    const pass = await makePass({ name: '  Side door  ', role: 'supervisor' });
    expect(pass).toMatchObject({ name: 'Side door', role: 'supervisor', state: 'active' });
    expect(pass.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(pass.pin).toMatch(/^\d{6}$/);
    const [row] = await t.orm.em
      .getConnection()
      .execute<{ starts_at: string; ends_at: string | null }[]>(
        'select starts_at, ends_at from events where id = ?',
        [event.id],
      );
    const end = row.ends_at ? Date.parse(row.ends_at) : Date.parse(row.starts_at) + 12 * 3_600_000;
    expect(Date.parse(pass.expiresAt)).toBe(end + 6 * 3_600_000);
    const { body: list } = await host.agent.get(`/api/events/${event.id}/door/passes`).expect(200);
    const listed = list.find((p: { id: string }) => p.id === pass.id);
    expect(listed).toEqual({
      id: pass.id,
      name: 'Side door',
      role: 'supervisor',
      state: 'active',
      createdAt: expect.any(String),
      expiresAt: pass.expiresAt,
      lastUsedAt: null,
    });
    expect(JSON.stringify(list)).not.toContain(pass.token);
    expect(JSON.stringify(list)).not.toContain(`"${pass.pin}"`);
  });

  it("signs a device in to this event's door and nothing else", async () => {
    const pass = await makePass();
    const door = await device(pass);
    await door.get(`/api/events/${event.id}/door/guests`).expect(200);
    await door.get(`/api/events/${event.id}/door/keys`).expect(200);
    await door.get(`/api/events/${event.id}/door/stats`).expect(200);
    const { body } = await door
      .post(`/api/events/${event.id}/check-ins`)
      .send({
        scans: [
          {
            scanId: randomUUID(),
            ticketId: randomUUID(),
            deviceId: 'Main door phone',
            scannedAt: new Date().toISOString(),
            kind: 'entry',
            count: 1,
          },
        ],
      })
      .expect(200);
    expect(body.results[0].verdict).toBe('invalid');
    // A scanner may not take the check-in list; a supervisor may.
    expect((await door.get(`/api/events/${event.id}/check-ins.csv`).expect(403)).body.code).toBe(
      'DOOR_PASS.SUPERVISOR_ONLY',
    );
    const supervisor = await device(await makePass({ name: 'Head of door', role: 'supervisor' }));
    const csv = await supervisor.get(`/api/events/${event.id}/check-ins.csv`).expect(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.text).toContain('"Name","Party Size","Ticket","Arrived","Inside","First Entry (UTC)","Door"');
    // Overrides: a scanner may not; a supervisor may, and is named in the record.
    const scanId = randomUUID();
    await door
      .post(`/api/events/${event.id}/check-ins`)
      .send({
        scans: [
          {
            scanId,
            ticketId: randomUUID(),
            deviceId: 'Main door phone',
            scannedAt: new Date().toISOString(),
            kind: 'entry',
            count: 1,
          },
        ],
      })
      .expect(200);
    await door.post(`/api/events/${event.id}/check-ins/${scanId}/admit`).send({ reason: 'VIP' }).expect(403);
    // Not a known ticket: nothing to admit, even for a supervisor.
    const unknown = await supervisor
      .post(`/api/events/${event.id}/check-ins/${scanId}/admit`)
      .send({ reason: 'VIP' })
      .expect(409);
    expect(unknown.body.code).toBe('CHECK_IN.NOT_OVERRIDABLE');
    // No user, no other route, no other event's door, no host powers.
    expect((await door.get('/api/user/session').expect(200)).body).toEqual({
      authenticated: false,
      user: null,
    });
    await door.get(`/api/events/${event.id}/tickets`).expect(401);
    await door.get(`/api/events/${event.id}/door/passes`).expect(401);
    await door.post(`/api/events/${event.id}/door/keys/rotate`).expect(401);
    await door.get(`/api/events/${other.id}/door/guests`).expect(401);
    await door.get('/api/dashboard/events').expect(401);
    const { body: list } = await host.agent.get(`/api/events/${event.id}/door/passes`).expect(200);
    expect(list.find((p: { id: string }) => p.id === pass.id).lastUsedAt).toEqual(expect.any(String));
  });

  it('locks a pass after 5 wrong PINs, also guessed at once', async () => {
    const pass = await makePass();
    const wrong = pass.pin === '000000' ? '111111' : '000000';
    const signIn = (pin: string) =>
      t.request().post(`/api/events/${event.id}/door/passes/sign-in`).send({ token: pass.token, pin });
    for (const left of [4, 3, 2, 1]) {
      const res = await signIn(wrong).expect(401);
      expect(res.body).toMatchObject({
        code: 'DOOR_PASS.WRONG_PIN',
        detail: `Wrong PIN. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
      });
    }
    expect((await signIn(wrong).expect(410)).body).toMatchObject({
      code: 'DOOR_PASS.CLOSED',
      detail: 'This pass is locked after 5 wrong PINs: ask the host for a new one.',
    });
    await signIn(pass.pin).expect(410);

    const guessed = await makePass();
    const bad = guessed.pin === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        t
          .request()
          .post(`/api/events/${event.id}/door/passes/sign-in`)
          .send({ token: guessed.token, pin: bad }),
      ),
    );
    expect(answers.every((res) => res.status === 401 || res.status === 410)).toBe(true);
    await t
      .request()
      .post(`/api/events/${event.id}/door/passes/sign-in`)
      .send({ token: guessed.token, pin: guessed.pin })
      .expect(410);
    const { body: list } = await host.agent.get(`/api/events/${event.id}/door/passes`).expect(200);
    expect(list.find((p: { id: string }) => p.id === guessed.id).state).toBe('locked');
  });

  it('refuses a revoked or expired pass at once, even to a device already signed in', async () => {
    const pass = await makePass();
    const door = await device(pass);
    await host.agent.delete(`/api/events/${event.id}/door/passes/${pass.id}`).expect(204);
    await door.get(`/api/events/${event.id}/door/guests`).expect(401);
    const again = await t
      .request()
      .post(`/api/events/${event.id}/door/passes/sign-in`)
      .send({ token: pass.token, pin: pass.pin })
      .expect(410);
    expect(again.body.detail).toBe('This pass was revoked by the host.');

    const late = await makePass();
    const lateDoor = await device(late);
    await t.orm.em
      .getConnection()
      .execute(`update door_passes set expires_at = now() - interval '1 minute' where id = ?`, [late.id]);
    await lateDoor.get(`/api/events/${event.id}/door/keys`).expect(401);
    const expired = await t
      .request()
      .post(`/api/events/${event.id}/door/passes/sign-in`)
      .send({ token: late.token, pin: late.pin })
      .expect(410);
    expect(expired.body.detail).toBe('This pass has expired: ask the host for a new one.');
  });

  it('refuses bad input and anyone but the host', async () => {
    await host.agent.post(`/api/events/${event.id}/door/passes`).send({ name: '' }).expect(400);
    await host.agent
      .post(`/api/events/${event.id}/door/passes`)
      .send({ name: 'x'.repeat(61) })
      .expect(400);
    await host.agent
      .post(`/api/events/${event.id}/door/passes`)
      .send({ name: 'Door', role: 'bouncer' })
      .expect(400);
    await host.agent
      .post(`/api/events/${event.id}/door/passes`)
      .send({ name: 'Door', expiresAt: '2020-01-01T00:00:00Z' })
      .expect(400);
    const unknown = await t
      .request()
      .post(`/api/events/${event.id}/door/passes/sign-in`)
      .send({ token: 'A'.repeat(22), pin: '123456' })
      .expect(404);
    expect(unknown.body.code).toBe('DOOR_PASS.NOT_FOUND');
    // A pass of one event does not open another's door.
    const pass = await makePass();
    await t
      .request()
      .post(`/api/events/${other.id}/door/passes/sign-in`)
      .send({ token: pass.token, pin: pass.pin })
      .expect(404);
    await t
      .request()
      .post(`/api/events/${event.id}/door/passes/sign-in`)
      .send({ token: pass.token, pin: '12' })
      .expect(400);

    for (const user of [otherHost, guest]) {
      await user.agent.post(`/api/events/${event.id}/door/passes`).send({ name: 'Mine' }).expect(404);
      await user.agent.get(`/api/events/${event.id}/door/passes`).expect(404);
      await user.agent.delete(`/api/events/${event.id}/door/passes/${pass.id}`).expect(404);
      await user.agent.get(`/api/events/${event.id}/door/guests`).expect(404);
    }
    await t.request().post(`/api/events/${event.id}/door/passes`).send({ name: 'Mine' }).expect(401);
    await t.request().get(`/api/events/${event.id}/door/guests`).expect(401);
    await host.agent.delete(`/api/events/${event.id}/door/passes/${randomUUID()}`).expect(404);
  });
});
