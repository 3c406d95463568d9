import { randomUUID } from 'node:crypto';
import { createEvent, signUp, type SignedUpUser } from './support/accounts';
import { createTestApp, type TestApp } from './support/create-test-app';

interface ScanResult {
  scanId: string;
  verdict: string;
  reason: string | null;
  ticketId: string | null;
  guestName: string | null;
  partySize: number | null;
  admitted: number;
  arrived: number;
  firstEntry: { at: string; deviceId: string } | null;
}

// Check-ins at the door (issue 19 §4, ADR 0031) through the API on PostgreSQL: batches of scans
// from door devices, a verdict for each, the first entry of a person wins (the database decides),
// a replayed batch changes nothing, and forged, foreign, revoked or malformed input is refused.
describe('check-ins', () => {
  let t: TestApp;
  let host: SignedUpUser;
  let otherHost: SignedUpUser;
  let event: { id: string; slug: string };
  let other: { id: string; slug: string };
  let at = Date.parse('2030-06-15T22:00:00Z');

  const scan = (fields: Record<string, unknown>) => ({
    scanId: randomUUID(),
    deviceId: 'door-a',
    scannedAt: new Date((at += 1000)).toISOString(),
    kind: 'entry',
    count: 1,
    ...fields,
  });
  const send = async (scans: unknown[], as: SignedUpUser = host, eventId = event.id): Promise<ScanResult[]> =>
    (await as.agent.post(`/api/events/${eventId}/check-ins`).send({ scans }).expect(200)).body.results;
  const stats = async () => (await host.agent.get(`/api/events/${event.id}/door/stats`).expect(200)).body;

  /** A guest going with `plusOnes` friends: their RSVP id and ticket code. */
  const guest = async (plusOnes: number, to = event) => {
    const user = await signUp(t);
    const { body: rsvp } = await user.agent
      .post(`/api/events/${to.slug}/rsvp`)
      .send({ response: 'going', plusOnes, guestName: `Guest ${plusOnes}` })
      .expect(201);
    const [ticket] = (await user.agent.get(`/api/events/${to.id}/tickets/mine`).expect(200)).body;
    return { user, rsvpId: rsvp.id as string, code: ticket.code as string };
  };

  beforeAll(async () => {
    t = await createTestApp();
    [host, otherHost] = await Promise.all([signUp(t), signUp(t)]);
    event = await createEvent(host.agent, { title: 'Door Night' });
    other = await createEvent(host.agent, { title: 'Other Night' });
  });

  afterAll(async () => {
    await t.close();
  });

  it('lets a party in as it arrives, and answers a later entry as a duplicate with when and where', async () => {
    const ana = await guest(2);
    const [two] = await send([scan({ code: ana.code, count: 2 })]);
    expect(two).toMatchObject({
      verdict: 'admitted',
      reason: null,
      ticketId: ana.rsvpId,
      guestName: 'Guest 2',
      partySize: 3,
      admitted: 2,
      arrived: 2,
    });
    const [third] = await send([scan({ code: ana.code, deviceId: 'door-b' })]);
    expect(third).toMatchObject({ verdict: 'admitted', admitted: 1, arrived: 3 });
    const [again] = await send([scan({ code: ana.code })]);
    expect(again).toMatchObject({
      verdict: 'duplicate',
      admitted: 0,
      arrived: 3,
      firstEntry: { at: two.firstEntry!.at, deviceId: 'door-a' },
    });
    // The door checked the guest in.
    const { body: view } = await ana.user.agent.get(`/api/events/${event.slug}`).expect(200);
    expect(view.userRsvp.status).toBe('checked_in');
  });

  it('answers a replayed batch with its first verdicts and counts nothing twice', async () => {
    const ben = await guest(0);
    const batch = [scan({ code: ben.code }), scan({ code: ben.code, deviceId: 'door-b' })];
    const first = await send(batch);
    expect(first.map((r) => r.verdict)).toEqual(['admitted', 'duplicate']);
    const before = await stats();
    expect(await send(batch)).toEqual(first);
    expect(await stats()).toEqual(before);
  });

  it('admits a ticket once when two doors that were offline send it at the same time', async () => {
    const cai = await guest(0);
    const results = (
      await Promise.all(
        Array.from({ length: 12 }, (_, door) => send([scan({ code: cai.code, deviceId: `door-${door}` })])),
      )
    ).flat();
    expect(results.filter((r) => r.verdict === 'admitted')).toHaveLength(1);
    expect(results.filter((r) => r.verdict === 'duplicate')).toHaveLength(11);
  });

  it('refuses forged, altered, foreign, revoked and unknown codes, with the reason', async () => {
    const dee = await guest(1);
    const altered = Buffer.from(dee.code, 'base64url');
    altered[38] = 6;
    const foreign = await guest(0, other);
    const results = await send([
      scan({ code: altered.toString('base64url') }),
      scan({ code: 'https://example.com/not-a-ticket' }),
      scan({ code: foreign.code }),
    ]);
    expect(results.map(({ verdict, reason }) => ({ verdict, reason }))).toEqual([
      { verdict: 'invalid', reason: 'Forged or altered code' },
      { verdict: 'invalid', reason: 'Not a ticket code' },
      { verdict: 'invalid', reason: 'A ticket for another event' },
    ]);

    // Reissued (the party changed): the old code is revoked, the new one admits.
    await dee.user.agent.patch(`/api/events/${event.slug}/rsvp`).send({ plusOnes: 0 }).expect(200);
    const [fresh] = (await dee.user.agent.get(`/api/events/${event.id}/tickets/mine`).expect(200)).body;
    const [old, now] = await send([scan({ code: dee.code }), scan({ code: fresh.code })]);
    expect(old).toMatchObject({
      verdict: 'revoked',
      reason: 'Ticket was reissued: ask for the new code',
      admitted: 0,
    });
    expect(now).toMatchObject({ verdict: 'admitted', partySize: 1 });

    // Cancelled: revoked.
    const eve = await guest(0);
    await eve.user.agent.delete(`/api/events/${event.slug}/rsvp`).expect(204);
    const [cancelled] = await send([scan({ code: eve.code })]);
    expect(cancelled).toMatchObject({ verdict: 'revoked', reason: 'Ticket cancelled' });
  });

  it('admits a guest found by name, and counts who leaves', async () => {
    const fay = await guest(1);
    const [byName] = await send([scan({ ticketId: fay.rsvpId, count: 2 })]);
    expect(byName).toMatchObject({ verdict: 'admitted', admitted: 2 });
    const before = await stats();
    const [out] = await send([scan({ code: fay.code, kind: 'exit' })]);
    expect(out).toMatchObject({ verdict: 'exited' });
    expect((await stats()).inside).toBe(before.inside - 1);
    const [twice, thrice] = await send([
      scan({ code: fay.code, kind: 'exit' }),
      scan({ code: fay.code, kind: 'exit' }),
    ]);
    expect(twice.verdict).toBe('exited');
    expect(thrice).toMatchObject({ verdict: 'invalid', reason: 'Not inside' });
    const [nobody] = await send([scan({ ticketId: randomUUID() })]);
    expect(nobody).toMatchObject({ verdict: 'invalid', reason: 'No ticket for this guest', ticketId: null });
  });

  it('lets those who left back in only where the host allows re-entry', async () => {
    const hal = await guest(1);
    await send([scan({ code: hal.code, count: 2 })]);
    await send([scan({ code: hal.code, kind: 'exit' })]);
    const [refused] = await send([scan({ code: hal.code })]);
    expect(refused).toMatchObject({ verdict: 'duplicate', admitted: 0 });

    const club = await createEvent(host.agent, { title: 'Club Night', allowReentry: true });
    const ivy = await guest(1, club);
    const at = (fields: Record<string, unknown>) => send([scan(fields)], host, club.id);
    await at({ code: ivy.code, count: 2 });
    await at({ code: ivy.code, kind: 'exit', count: 2 });
    const [back] = await at({ code: ivy.code });
    expect(back).toMatchObject({ verdict: 'admitted', admitted: 1, arrived: 2 });
    const { body: list } = await host.agent.get(`/api/events/${club.id}/door/guests`).expect(200);
    expect(list.allowReentry).toBe(true);
    expect(list.guests.find((g: { ticketId: string }) => g.ticketId === ivy.rsvpId)).toMatchObject({
      arrived: 2,
      inside: 1,
    });
    const [again] = await at({ code: ivy.code, count: 2 });
    expect(again).toMatchObject({ verdict: 'duplicate', admitted: 0 });
    const [second] = await at({ code: ivy.code });
    expect(second).toMatchObject({ verdict: 'admitted', admitted: 1 });
    const { body: figures } = await host.agent.get(`/api/events/${club.id}/door/stats`).expect(200);
    expect(figures).toMatchObject({ arrived: 2, inside: 2 });
    expect(figures.doors).toEqual([{ deviceId: 'door-a', arrived: 2, exited: 2, reentered: 2 }]);
  });

  it('counts inside, arrived, expected and no-shows, per door and in total', async () => {
    const figures = await stats();
    const { body: view } = await host.agent.get(`/api/events/${event.slug}`).expect(200);
    expect(figures.expected).toBe(view.rsvpCounts.headcount);
    expect(figures.arrived).toBe(
      figures.doors.reduce((sum: number, d: { arrived: number }) => sum + d.arrived, 0),
    );
    // Both of Fay's party left (a third exit was refused), and one of Hal's.
    expect(figures.inside).toBe(figures.arrived - 3);
    expect(figures.noShows).toBe(Math.max(0, figures.expected - figures.arrived));
    // door-a and door-b, and whichever of the twelve offline doors got in first.
    const doors = figures.doors.map((d: { deviceId: string }) => d.deviceId);
    expect(doors).toHaveLength(3);
    expect(doors).toEqual(expect.arrayContaining(['door-a', 'door-b']));
  });

  it('lets the host undo an admission and admit a refused scan anyway, keeping who and why', async () => {
    const kim = await guest(0);
    const entry = scan({ code: kim.code });
    await send([entry]);
    const undo = (scanId: string, body: object = { reason: 'Scanned the wrong phone' }) =>
      host.agent.post(`/api/events/${event.id}/check-ins/${scanId}/undo`).send(body);
    const { body: undone } = await undo(entry.scanId).expect(200);
    expect(undone).toMatchObject({ scanId: entry.scanId, verdict: 'admitted', arrived: 0 });
    const { body: view } = await kim.user.agent.get(`/api/events/${event.slug}`).expect(200);
    expect(view.userRsvp.status).toBe('confirmed');
    expect((await undo(entry.scanId).expect(409)).body.code).toBe('CHECK_IN.NOT_OVERRIDABLE');
    const [again] = await send([scan({ code: kim.code })]);
    expect(again).toMatchObject({ verdict: 'admitted', arrived: 1 });

    // Lee cancels; his old code is refused, and the host lets him in anyway.
    const lee = await guest(0);
    await lee.user.agent.delete(`/api/events/${event.slug}/rsvp`).expect(204);
    const late = scan({ code: lee.code, deviceId: 'door-b' });
    const [refused] = await send([late]);
    expect(refused.verdict).toBe('revoked');
    const before = await stats();
    const { body: admitted } = await host.agent
      .post(`/api/events/${event.id}/check-ins/${late.scanId}/admit`)
      .send({ reason: 'His friend paid at the door' })
      .expect(200);
    expect(admitted).toMatchObject({ scanId: late.scanId, verdict: 'revoked', admitted: 1 });
    expect((await stats()).inside).toBe(before.inside + 1);
    const [record] = await t.orm.em
      .getConnection()
      .execute(
        'select override, override_by, override_reason from door_scans where scan_id in (?, ?) order by override',
        [entry.scanId, late.scanId],
      );
    expect(record).toEqual({
      override: 'admitted',
      override_by: host.username,
      override_reason: 'His friend paid at the door',
    });

    expect((await undo(entry.scanId, {}).expect(400)).body.code).toBe('VALIDATION.FAILED');
    expect((await undo('no-such-scan').expect(404)).body.code).toBe('CHECK_IN.NOT_FOUND');
    await otherHost.agent
      .post(`/api/events/${event.id}/check-ins/${entry.scanId}/undo`)
      .send({ reason: 'x' })
      .expect(404);
  });

  it('checks in a guest a crashed batch admitted without moving their RSVP, at the next batch from any door', async () => {
    const max = await guest(0);
    // What a crash between a batch's scans and its RSVPs' move leaves: an entry, the RSVP confirmed.
    const scanId = randomUUID();
    await t.orm.em
      .getConnection()
      .execute(
        `insert into door_entries (ticket_id, seat, event_id, scan_id, device_id, entered_at) values (?, 1, ?, ?, 'door-a', now())`,
        [max.rsvpId, event.id, scanId],
      );
    const before = await max.user.agent.get(`/api/events/${event.slug}`).expect(200);
    expect(before.body.userRsvp.status).toBe('confirmed');
    await send([scan({ ticketId: randomUUID(), deviceId: 'door-b' })]);
    const after = await max.user.agent.get(`/api/events/${event.slug}`).expect(200);
    expect(after.body.userRsvp.status).toBe('checked_in');
  });

  it('refuses malformed batches, and batches over 1,000 scans, naming the limit', async () => {
    const post = (body: unknown) => host.agent.post(`/api/events/${event.id}/check-ins`).send(body as object);
    const many = (n: number) => Array.from({ length: n }, () => scan({ ticketId: randomUUID() }));
    const over = await post({ scans: many(1_001) }).expect(400);
    expect(over.body.code).toBe('VALIDATION.FAILED');
    expect(JSON.stringify(over.body)).toContain('Send at most 1000 scans per batch');
    expect((await post({ scans: many(10_000) }).expect(413)).body.code).toBe('REQUEST.TOO_LARGE');
    await post({ scans: [] }).expect(400);
    await post({ scans: [scan({ code: 'x', ticketId: randomUUID() })] }).expect(400);
    const repeated = scan({ ticketId: randomUUID() });
    await post({ scans: [repeated, repeated] }).expect(400);
    await post({ scans: [scan({ ticketId: randomUUID(), count: 7 })] }).expect(400);
    await post({ scans: [scan({ ticketId: randomUUID(), kind: 'teleport' })] }).expect(400);
    await post({ scans: [scan({ ticketId: randomUUID(), scannedAt: 'yesterday' })] }).expect(400);
    // Nothing of these was kept: the stats did not move.
    expect((await stats()).doors.some((d: { deviceId: string }) => d.deviceId === 'nobody')).toBe(false);
  });

  it("gives door devices the guest list with names, parties, tiers and versions: no one's email", async () => {
    const gil = await guest(3);
    await send([scan({ code: gil.code, count: 1, deviceId: 'side-door' })]);
    const { body } = await host.agent.get(`/api/events/${event.id}/door/guests`).expect(200);
    expect(body).toMatchObject({ eventTitle: 'Door Night', allowReentry: false });
    const entry = body.guests.find((g: { ticketId: string }) => g.ticketId === gil.rsvpId);
    expect(entry).toEqual({
      ticketId: gil.rsvpId,
      name: 'Guest 3',
      partySize: 4,
      tier: 'general',
      version: 1,
      arrived: 1,
      inside: 1,
      firstEntry: { at: expect.any(String), deviceId: 'side-door' },
    });
    expect(JSON.stringify(body)).not.toMatch(/@example\.com/);
    const csv = await host.agent.get(`/api/events/${event.id}/check-ins.csv`).expect(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename=door-night-check-ins.csv');
    expect(csv.text).toMatch(
      /"Guest 3","4","General Admission","1","1","\d{4}-\d\d-\d\d \d\d:\d\d","side-door"\r\n/,
    );
    for (const user of [otherHost, gil.user])
      await user.agent.get(`/api/events/${event.id}/door/guests`).expect(404);
  });

  it('answers the door routes for the host only', async () => {
    const attendee = (await guest(0)).user;
    for (const user of [otherHost, attendee]) {
      const res = await user.agent
        .post(`/api/events/${event.id}/check-ins`)
        .send({ scans: [scan({ ticketId: randomUUID() })] })
        .expect(404);
      expect(res.body.code).toBe('EVENT.NOT_FOUND');
      await user.agent.get(`/api/events/${event.id}/door/stats`).expect(404);
    }
    await t.request().post(`/api/events/${event.id}/check-ins`).send({ scans: [] }).expect(401);
    await t.request().get(`/api/events/${event.id}/door/stats`).expect(401);
  });
});
