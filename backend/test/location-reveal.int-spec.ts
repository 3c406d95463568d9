import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SendDueRemindersUseCase } from '@nightlife/domain';
import { FixedClock } from '@nightlife/domain/testing';
import { SqlReminderStore } from '../src/modules/rsvps/persistence/sql-reminder-store';
import { SqlClient } from '../src/platform/database/sql-client';
import { createEvent, rsvp, signUp, type SignedUpUser } from './support/accounts';
import { createTestApp, type TestApp } from './support/create-test-app';
import { ownDatabase } from './support/own-database';
import { startSmtpTestServer, type SmtpTestServer } from './support/smtp-test-server';

const MINUTE = 60_000;
const ADDRESS = 'Secret Loft 9, Dock Street';
const DOOR = 'Knock three times, say velvet';

/** 'YYYY-MM-DD' and 'HH:MM' in UTC of a minute from now. */
function utcStart(fromNowMs: number): { date: string; startTime: string; at: Date } {
  const at = new Date(Math.ceil((Date.now() + fromNowMs) / MINUTE) * MINUTE);
  const iso = at.toISOString();
  return { date: iso.slice(0, 10), startTime: iso.slice(11, 16), at };
}

// Scheduled reveal (issue 21 §1, ADR 0025): the address and the door instructions reach a guest
// with a place only from the reveal time on, on every channel, and the reveal is announced once.
describe('location reveal: the address is never sent before its time', () => {
  let smtp: SmtpTestServer;
  let own: Awaited<ReturnType<typeof ownDatabase>>;
  let frontendsDir: string;
  let t: TestApp;
  let host: SignedUpUser;
  let going: SignedUpUser;
  let maybe: SignedUpUser;
  let soon: { id: string; slug: string };
  let later: { id: string; slug: string };

  const reveal = (hoursBefore: number) => ({ locationReveal: { mode: 'before-start', hoursBefore } });
  const detail = async (agent: SignedUpUser['agent'] | null, slug: string) =>
    (await (agent ?? t.request()).get(`/api/events/${slug}`).expect(200)).body;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    own = await ownDatabase();
    // The server-rendered page needs a shell to render into (a build is not assumed).
    frontendsDir = mkdtempSync(path.join(os.tmpdir(), 'nightlife-reveal-'));
    mkdirSync(path.join(frontendsDir, 'shell/dist'), { recursive: true });
    writeFileSync(
      path.join(frontendsDir, 'shell/dist/index.html'),
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shell</title></head><body><div id="root"></div></body></html>',
    );
    t = await createTestApp({
      runWorkers: true,
      smtpUrl: smtp.url,
      databaseUrl: own.databaseUrl,
      queuePrefix: own.queuePrefix,
      frontendsDir,
    });
    [host, going, maybe] = await Promise.all([signUp(t), signUp(t), signUp(t)]);
    const fields = { location: ADDRESS, doorInstructions: DOOR, timeZone: 'UTC', ...reveal(3) };
    // Both start later than their reveal window at first, so the worker's own sweep (every 10 s)
    // finds nothing due while the guests answer: 'soon' is then moved to start in 2 h 50 min
    // (revealed 10 minutes ago), 'later' starts in 3 h 10 min (not yet).
    const soonStart = utcStart(300 * MINUTE);
    const laterStart = utcStart(190 * MINUTE);
    soon = await createEvent(host.agent, {
      ...fields,
      title: 'Reveal Soon',
      date: soonStart.date,
      startTime: soonStart.startTime,
    });
    later = await createEvent(host.agent, {
      ...fields,
      title: 'Reveal Later',
      date: laterStart.date,
      startTime: laterStart.startTime,
    });
    for (const event of [soon, later]) {
      await rsvp(going.agent, event.slug, 'going');
      await rsvp(maybe.agent, event.slug, 'maybe');
    }
    // The guests RSVP'd yesterday, before the reveal; then the night moves closer.
    const sql = t.app.get(SqlClient);
    await sql.query("update rsvps set created_at = now() - interval '1 day' where event_id = ?", [soon.id]);
    await sql.query(
      "update events set starts_at = date_trunc('minute', now()) + interval '170 minutes' where id = ?",
      [soon.id],
    );
  });

  afterAll(async () => {
    await t.close();
    await smtp.close();
    await own.drop();
    rmSync(frontendsDir, { recursive: true, force: true });
  });

  it('keeps the address and the door instructions from everyone but the host before the reveal', async () => {
    for (const agent of [going.agent, maybe.agent, null]) {
      const event = await detail(agent, later.slug);
      expect(event).toMatchObject({
        location: null,
        doorInstructions: null,
        locationHidden: true,
        hideLocationUntilRsvp: true,
      });
      expect(event.locationReveal).toEqual({ mode: 'before-start', hoursBefore: 3 });
    }
    expect((await detail(going.agent, later.slug)).locationNote).toBe('Revealed 3 hours before the start');
    expect((await detail(maybe.agent, later.slug)).locationNote).toBe('Answer Going to get the address');
    expect((await detail(null, later.slug)).locationNote).toBe('Sign up & RSVP to see location');
    expect(await detail(host.agent, later.slug)).toMatchObject({ location: ADDRESS, doorInstructions: DOOR });

    // Not in the list, the search, the page, its tags or the calendar file either.
    const list = (await going.agent.get('/api/events?q=Secret%20Loft').expect(200)).body;
    expect(list.events.map((e: { slug: string }) => e.slug)).not.toContain(later.slug);
    const page = (await going.agent.get(`/event/${later.slug}`).expect(200)).text;
    expect(page).not.toContain('Secret Loft');
    expect(page).not.toContain('velvet');
    const ics = (await going.agent.get(`/api/events/${later.slug}/calendar.ics`).expect(200)).text;
    expect(ics).not.toContain('Secret Loft');
  });

  it('shows them to a guest with a place from the reveal time, never to a maybe or a visitor', async () => {
    expect(await detail(going.agent, soon.slug)).toMatchObject({
      location: ADDRESS,
      doorInstructions: DOOR,
      locationNote: null,
    });
    expect((await detail(maybe.agent, soon.slug)).location).toBeNull();
    expect((await detail(null, soon.slug)).location).toBeNull();
    const list = (await going.agent.get('/api/events?q=Secret%20Loft').expect(200)).body;
    expect(list.events.map((e: { slug: string }) => e.slug)).toContain(soon.slug);
    const ics = (await going.agent.get(`/api/events/${soon.slug}/calendar.ics`).expect(200)).text;
    expect(ics).toContain('Secret Loft');
  });

  it('tells every guest with a place once that the address is out, in the inbox and by email', async () => {
    const sql = t.app.get(SqlClient);
    // Two sweeps at once here, and the worker's own every 10 s: one notice all the same.
    const sweep = new SendDueRemindersUseCase(t.app.get(SqlReminderStore), new FixedClock(new Date()));
    await Promise.all([sweep.execute(), sweep.execute()]);
    const kinds = await sql.query<{ kind: string; user_id: string }>(
      'select kind, user_id from rsvp_notices where event_id = ? and kind = ?',
      [soon.id, 'location.revealed'],
    );
    expect(kinds.map((row) => row.user_id)).toEqual([going.id]);
    const mail = await smtp.waitFor(
      (m) => m.to.includes(going.email) && m.headers.subject === 'The address for Reveal Soon is out',
    );
    expect(mail.text).toContain(`Where: ${ADDRESS}`);
    expect(mail.text).toContain(`At the door: ${DOOR}`);
    const inbox = (await going.agent.get('/api/notifications').expect(200)).body;
    expect(inbox.notifications.map((n: { message: string }) => n.message)).toContain(
      'The address for Reveal Soon is out: it is on your ticket page.',
    );
  });

  it('at-check-in shows them once the guest is checked in', async () => {
    const start = utcStart(24 * 60 * MINUTE);
    const event = await createEvent(host.agent, {
      title: 'Door Reveal',
      location: ADDRESS,
      date: start.date,
      startTime: start.startTime,
      timeZone: 'UTC',
      locationReveal: { mode: 'at-check-in' },
    });
    await rsvp(going.agent, event.slug, 'going');
    expect(await detail(going.agent, event.slug)).toMatchObject({
      location: null,
      locationNote: 'Given at the door when you check in',
    });
    const rows = (await host.agent.get(`/api/events/rsvps-with-users?eventId=${event.id}`).expect(200)).body;
    await host.agent.patch(`/api/rsvps/${rows[0].id}/status`).send({ status: 'checked_in' }).expect(200);
    expect((await detail(going.agent, event.slug)).location).toBe(ADDRESS);
  });

  it('refuses a before-start reveal without 1 to 72 hours, and an unknown mode', async () => {
    for (const locationReveal of [
      { mode: 'before-start' },
      { mode: 'before-start', hoursBefore: 73 },
      { mode: 'soon' },
    ]) {
      const res = await host.agent
        .post('/api/events')
        .send({ title: 'Bad Reveal', eventDate: '2030-06-15', locationReveal })
        .expect(400);
      expect(res.body.errors[0].field).toBe('locationReveal');
    }
  });
});
