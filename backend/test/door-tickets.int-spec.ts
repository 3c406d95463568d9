import { createPublicKey, verify } from 'node:crypto';
import { readTicketCode } from '@nightlife/domain';
import { createEvent, signUp, type SignedUpUser } from './support/accounts';
import { createTestApp, type TestApp } from './support/create-test-app';

interface MyTicket {
  id: string;
  rsvpId: string;
  ticketType: string;
  issuedAt: string | null;
  partySize: number;
  version: number;
  code: string;
}
interface DoorKeys {
  keys: { kid: string; publicKey: string; createdAt: string }[];
  revoked: { ticketId: string; throughVersion: number }[];
}

// Signed door tickets (issue 19 §1, ADR 0030) through the API on PostgreSQL: a guest's ticket
// carries a code signed with the event's Ed25519 key, which the door verifies with the public key
// alone; a change to the ticket reissues it and revokes the old code. Tried as guest, host, other
// host, attendee and visitor.
describe('door tickets', () => {
  let t: TestApp;
  let host: SignedUpUser;
  let otherHost: SignedUpUser;
  let ana: SignedUpUser;
  let ben: SignedUpUser;
  let event: { id: string; slug: string };

  const ticketsOf = async (user: SignedUpUser): Promise<MyTicket[]> =>
    (await user.agent.get(`/api/events/${event.id}/tickets/mine`).expect(200)).body as MyTicket[];
  const doorKeys = async (): Promise<DoorKeys> =>
    (await host.agent.get(`/api/events/${event.id}/door/keys`).expect(200)).body as DoorKeys;

  /** What a door device does offline: read the code and check its signature with a synced key. */
  const verifiedAtDoor = (code: string, keys: DoorKeys) => {
    const read = readTicketCode(code);
    const key = keys.keys.find((k) => k.kid === read?.payload.kid);
    if (!read || !key) return null;
    const publicKey = createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: key.publicKey },
      format: 'jwk',
    });
    return verify(null, read.signed, publicKey, read.signature) ? read.payload : null;
  };

  beforeAll(async () => {
    t = await createTestApp();
    [host, otherHost, ana, ben] = await Promise.all(Array.from({ length: 4 }, () => signUp(t)));
    event = await createEvent(host.agent, { title: 'Door Night' });
  });

  afterAll(async () => {
    await t.close();
  });

  it("gives a going guest a General Admission ticket for their party, signed with the event's key", async () => {
    const { body: rsvp } = await ana.agent
      .post(`/api/events/${event.slug}/rsvp`)
      .send({ response: 'going', plusOnes: 2, guestName: 'Ana Ruiz' })
      .expect(201);
    const [ticket, ...more] = await ticketsOf(ana);
    expect(more).toEqual([]);
    expect(ticket).toEqual({
      id: rsvp.id,
      rsvpId: rsvp.id,
      guestName: 'Ana Ruiz',
      ticketType: 'general',
      label: 'General Admission',
      price: 'Free',
      issuedAt: null,
      partySize: 3,
      version: 1,
      code: expect.stringMatching(/^[A-Za-z0-9_-]{140}$/),
    });
    // The same code every time the page asks (Ed25519 signatures are deterministic).
    expect((await ticketsOf(ana))[0].code).toBe(ticket.code);

    const keys = await doorKeys();
    expect(keys.keys).toEqual([
      {
        kid: expect.stringMatching(/^[0-9a-f]{8}$/),
        publicKey: expect.stringMatching(/^[\w-]{43}$/),
        createdAt: expect.any(String),
      },
    ]);
    expect(keys.revoked).toEqual([]);
    expect(verifiedAtDoor(ticket.code, keys)).toEqual({
      kid: keys.keys[0].kid,
      eventId: event.id,
      ticketId: rsvp.id,
      tier: 'general',
      party: 3,
      version: 1,
    });

    // An altered code (a party of 6 instead of 3) fails the signature check.
    const bytes = Buffer.from(ticket.code, 'base64url');
    bytes[38] = 6;
    expect(verifiedAtDoor(bytes.toString('base64url'), keys)).toBeNull();

    // The private key is stored sealed, never in the clear.
    const rows = await t.orm.em
      .getConnection()
      .execute<{ kid: string; sealed_private_key: string }[]>(
        'select kid, sealed_private_key from event_door_keys where event_id = ?',
        [event.id],
      );
    expect(rows).toEqual([
      {
        kid: keys.keys[0].kid,
        sealed_private_key: expect.stringMatching(/^v1\.[\w-]{16}\.[\w-]{60,}\.[\w-]{22}$/),
      },
    ]);
  });

  it('holds no ticket for maybe until the host issues one; issuing VIP keeps the version of a ticket never shown', async () => {
    const { body: rsvp } = await ben.agent
      .post(`/api/events/${event.slug}/rsvp`)
      .send({ response: 'maybe', plusOnes: 0 })
      .expect(201);
    expect(await ticketsOf(ben)).toEqual([]);
    await host.agent
      .post(`/api/events/${event.id}/tickets`)
      .send({ rsvpId: rsvp.id, ticketType: 'vip' })
      .expect(201);
    const [vip] = await ticketsOf(ben);
    expect(vip).toMatchObject({
      rsvpId: rsvp.id,
      ticketType: 'vip',
      label: 'VIP Access',
      partySize: 1,
      version: 1,
    });
    expect(vip.id).not.toBe(rsvp.id);
    expect(vip.issuedAt).toEqual(expect.any(String));
    expect(verifiedAtDoor(vip.code, await doorKeys())).toMatchObject({ tier: 'vip', ticketId: rsvp.id });
  });

  it('reissues a ticket whose party changes, and revokes it when the guest cancels', async () => {
    const [before] = await ticketsOf(ana);
    await ana.agent.patch(`/api/events/${event.slug}/rsvp`).send({ plusOnes: 1 }).expect(200);
    const [after] = await ticketsOf(ana);
    expect(after).toMatchObject({ partySize: 2, version: 2 });
    expect(after.code).not.toBe(before.code);
    let keys = await doorKeys();
    expect(keys.revoked).toEqual([{ ticketId: before.rsvpId, throughVersion: 1 }]);
    // The old code still carries a valid signature: the revocation list is what refuses it.
    expect(verifiedAtDoor(before.code, keys)).toMatchObject({ version: 1 });

    // A new message is no change the door reads: same code.
    await ana.agent.patch(`/api/events/${event.slug}/rsvp`).send({ message: 'On my way' }).expect(200);
    expect((await ticketsOf(ana))[0].code).toBe(after.code);

    await ana.agent.delete(`/api/events/${event.slug}/rsvp`).expect(204);
    expect(await ticketsOf(ana)).toEqual([]);
    keys = await doorKeys();
    expect(keys.revoked).toContainEqual({ ticketId: before.rsvpId, throughVersion: 2 });

    // Answering again gives a ticket with a version never revoked.
    await ana.agent
      .post(`/api/events/${event.slug}/rsvp`)
      .send({ response: 'going', plusOnes: 0 })
      .expect(201);
    expect((await ticketsOf(ana))[0]).toMatchObject({ partySize: 1, version: 3 });
  });

  it("rotating the event's key retires it: codes are signed anew and old ones no longer verify", async () => {
    const [old] = await ticketsOf(ana);
    const before = await doorKeys();
    const { body: rotated } = await host.agent.post(`/api/events/${event.id}/door/keys/rotate`).expect(200);
    expect(rotated.keys).toHaveLength(1);
    expect(rotated.keys[0].kid).not.toBe(before.keys[0].kid);
    expect(verifiedAtDoor(old.code, rotated)).toBeNull();
    const [fresh] = await ticketsOf(ana);
    expect(verifiedAtDoor(fresh.code, rotated)).toMatchObject({
      kid: rotated.keys[0].kid,
      version: old.version,
    });
  });

  it('makes one key per event when many guests open their tickets at once', async () => {
    const rush = await createEvent(host.agent, { title: 'Rush Night' });
    const guests = await Promise.all(Array.from({ length: 8 }, () => signUp(t)));
    await Promise.all(
      guests.map((guest) =>
        guest.agent.post(`/api/events/${rush.slug}/rsvp`).send({ response: 'going' }).expect(201),
      ),
    );
    const codes = await Promise.all(
      guests.map(
        async (guest) =>
          (await guest.agent.get(`/api/events/${rush.id}/tickets/mine`).expect(200)).body[0].code,
      ),
    );
    expect(new Set(codes.map((code) => readTicketCode(code)!.payload.kid)).size).toBe(1);
  });

  it('shows the keys and rotates them for the host only', async () => {
    for (const user of [otherHost, ben]) {
      const keys = await user.agent.get(`/api/events/${event.id}/door/keys`).expect(404);
      expect(keys.body.code).toBe('EVENT.NOT_FOUND');
      await user.agent.post(`/api/events/${event.id}/door/keys/rotate`).expect(404);
    }
    await t.request().get(`/api/events/${event.id}/door/keys`).expect(401);
    await t.request().get(`/api/events/${event.id}/tickets/mine`).expect(401);
    // Another user's ticket never shows: the other host has no RSVP.
    expect((await otherHost.agent.get(`/api/events/${event.id}/tickets/mine`).expect(200)).body).toEqual([]);
  });
});
