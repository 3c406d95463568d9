import { showsOnGuestList, uuidv7 } from '@nightlife/domain';
import { SHOWS_ON_GUEST_LIST_SQL } from '../src/modules/rsvps/persistence/guest-list.query';
import { SqlClient } from '../src/platform/database/sql-client';
import { createEvent, rsvp, signUp, type SignedUpUser } from './support/accounts';
import { createTestApp, type TestApp } from './support/create-test-app';

// Guest-list privacy (issue 21 §4): the host chooses who sees the list, and an attendee can hide
// themselves from it (still counted, seen by the host and by themselves); tried as host, guest,
// hidden guest, other attendee and visitor.
describe('guest-list privacy', () => {
  let t: TestApp;
  let host: SignedUpUser;
  let going: SignedUpUser;
  let hidden: SignedUpUser;
  let maybe: SignedUpUser;
  let stranger: SignedUpUser;

  const list = (agent: SignedUpUser['agent'], eventId: string) =>
    agent.get(`/api/events/rsvps-with-users?eventId=${eventId}`);
  const namesOn = async (agent: SignedUpUser['agent'], eventId: string) =>
    ((await list(agent, eventId).expect(200)).body as { userId: string }[]).map((row) => row.userId);

  beforeAll(async () => {
    t = await createTestApp();
    [host, going, hidden, maybe, stranger] = await Promise.all(Array.from({ length: 5 }, () => signUp(t)));
  });

  afterAll(() => t.close());

  it('guests: only the host and guests who hold a place get the list', async () => {
    const event = await createEvent(host.agent, { title: 'Guests Only', guestListVisibility: 'guests' });
    await rsvp(going.agent, event.slug, 'going');
    await rsvp(maybe.agent, event.slug, 'maybe');

    expect(await namesOn(host.agent, event.id)).toEqual([going.id, maybe.id]);
    expect(await namesOn(going.agent, event.id)).toEqual([going.id, maybe.id]);
    for (const outsider of [maybe, stranger]) {
      const res = await list(outsider.agent, event.id).expect(403);
      expect(res.body).toMatchObject({
        code: 'EVENT.GUEST_LIST_PRIVATE',
        detail: 'The host shares the guest list with guests who hold a place.',
      });
    }
    await list(t.request(), event.id).expect(401);

    const shared = async (agent: SignedUpUser['agent'] | null) =>
      (await (agent ?? t.request()).get(`/api/events/${event.slug}`).expect(200)).body;
    expect(await shared(going.agent)).toMatchObject({ guestListVisibility: 'guests', guestListShared: true });
    expect((await shared(maybe.agent)).guestListShared).toBe(false);
    expect((await shared(null)).guestListShared).toBe(false);
    expect((await shared(host.agent)).guestListShared).toBe(true);
  });

  it('host: nobody but the host', async () => {
    const event = await createEvent(host.agent, { title: 'Host Only', guestListVisibility: 'host' });
    await rsvp(going.agent, event.slug, 'going');
    expect(await namesOn(host.agent, event.id)).toEqual([going.id]);
    const res = await list(going.agent, event.id).expect(403);
    expect(res.body.detail).toBe('The host keeps the guest list to themselves.');
  });

  it('hide me: off the list others see and off the profile, still counted, seen by the host and by themselves', async () => {
    const event = await createEvent(host.agent, { title: 'Hide And Seek' });
    await rsvp(going.agent, event.slug, 'going');
    await rsvp(hidden.agent, event.slug, 'going');
    await hidden.agent.patch(`/api/events/${event.slug}/rsvp`).send({ hidden: true }).expect(200);

    expect(await namesOn(going.agent, event.id)).toEqual([going.id]);
    expect(await namesOn(stranger.agent, event.id)).toEqual([going.id]);
    expect(await namesOn(hidden.agent, event.id)).toEqual([going.id, hidden.id]);
    const hostView = (await list(host.agent, event.id).expect(200)).body as {
      userId: string;
      hidden: boolean;
    }[];
    expect(hostView.map((row) => [row.userId, row.hidden])).toEqual([
      [going.id, false],
      [hidden.id, true],
    ]);
    const detail = (await hidden.agent.get(`/api/events/${event.slug}`).expect(200)).body;
    expect(detail.hiddenFromGuestList).toBe(true);
    expect(detail.rsvpCounts.going).toBe(2);

    const tabsOf = async (user: SignedUpUser) =>
      (
        (await t.request().get(`/api/users/profile/${user.username}`).expect(200)).body.rsvps as {
          eventSlug: string;
        }[]
      ).map((row) => row.eventSlug);
    expect(await tabsOf(hidden)).not.toContain(event.slug);
    expect(await tabsOf(going)).toContain(event.slug);

    await hidden.agent.patch(`/api/events/${event.slug}/rsvp`).send({ hidden: false }).expect(200);
    expect(await namesOn(going.agent, event.id)).toEqual([going.id, hidden.id]);
  });

  it('keeps events with a private list off every profile', async () => {
    const event = await createEvent(host.agent, { title: 'Private Profile', guestListVisibility: 'guests' });
    await rsvp(going.agent, event.slug, 'going');
    const tabs = (await t.request().get(`/api/users/profile/${going.username}`).expect(200)).body.rsvps as {
      eventSlug: string;
    }[];
    expect(tabs.map((row) => row.eventSlug)).not.toContain(event.slug);
  });

  it("pins the list's SQL to the domain's showsOnGuestList for every viewer and attendee", async () => {
    const [attendee, other] = [uuidv7(), uuidv7()];
    const rows = [true, false].map((hidden) => ({ hidden, user_id: attendee }));
    for (const viewer of [
      { viewerId: attendee, isHost: false },
      { viewerId: other, isHost: false },
      { viewerId: other, isHost: true },
    ]) {
      const answers = await t.app.get(SqlClient).query<{ shows: boolean }>(
        `select ${SHOWS_ON_GUEST_LIST_SQL} as shows
         from jsonb_to_recordset(?::jsonb) as r(hidden boolean, user_id uuid)`,
        [viewer.isHost, viewer.viewerId, JSON.stringify(rows)],
      );
      expect(answers.map((row) => row.shows)).toEqual(
        rows.map((row) =>
          showsOnGuestList(
            { userId: row.user_id, hidden: row.hidden },
            { userId: viewer.viewerId },
            viewer.isHost,
          ),
        ),
      );
    }
  });

  it('refuses a visibility it does not know, and a hidden flag that is not a boolean', async () => {
    const res = await host.agent
      .post('/api/events')
      .send({ title: 'Bad List', eventDate: '2030-06-15', guestListVisibility: 'friends' })
      .expect(400);
    expect(res.body.errors).toContainEqual({
      field: 'guestListVisibility',
      message: 'Guest list must be one of: signed-in, guests, host',
    });
    const event = await createEvent(host.agent);
    await rsvp(going.agent, event.slug, 'going');
    await going.agent.patch(`/api/events/${event.slug}/rsvp`).send({ hidden: 'yes' }).expect(400);
    await stranger.agent.patch(`/api/events/${event.slug}/rsvp`).send({ hidden: true }).expect(404);
  });
});
