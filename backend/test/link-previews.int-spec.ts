import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { addDaysToDateKey, localDateKey } from '@nightlife/domain';
import sharp from 'sharp';
import supertest from 'supertest';
import { type Agent, signUp } from './support/accounts';
import { createTestApp, type TestApp } from './support/create-test-app';
import { startS3TestServer, type S3TestServer } from './support/s3-test-server';
import { pngFile } from './support/upload-fixtures';

const ORIGIN = 'https://nightlife.example';
const SHELL = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>NIGHTLIFE | Shell</title>
</head><body><div id="root"></div></body></html>`;
const CARD_PATH = /^\/og\/(event|profile)\/[^/]+\/[0-9a-f]{16}\.jpg$/;

/** Every `<meta property|name="key" content="…">` value, as written in the HTML. */
const meta = (html: string, key: string) =>
  [...html.matchAll(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`, 'g'))].map((m) => m[1]);

describe('link-preview cards (og:image of event pages and profiles)', () => {
  let dir: string;
  let storageDir: string;
  let t: TestApp;
  let host: Agent;
  let hostId: string;
  const date = addDaysToDateKey(localDateKey(new Date(), 'America/Chicago'), 3);

  /** GET with the body as bytes whatever the type, as a crawler fetches an image. */
  const fetchRaw = (url: string) =>
    supertest(t.app.getHttpServer())
      .get(url)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });

  /** The page's og:image as a path on this server, after checking every image tag agrees with it. */
  async function cardOfPage(pagePath: string): Promise<string> {
    const html = (await t.request().get(pagePath).expect(200)).text;
    const [image] = meta(html, 'og:image');
    expect(meta(html, 'twitter:image')).toEqual([image]);
    expect(meta(html, 'og:image:type')).toEqual(['image/jpeg']);
    expect(meta(html, 'og:image:width')).toEqual(['1200']);
    expect(meta(html, 'og:image:height')).toEqual(['630']);
    expect(image.startsWith(`${ORIGIN}/og/`)).toBe(true);
    const cardPath = image.slice(ORIGIN.length);
    expect(cardPath).toMatch(CARD_PATH);
    return cardPath;
  }

  /** Fetches a card and checks it is a 1200 x 630 JPEG sent to be cached for good. */
  async function expectCard(cardPath: string): Promise<Buffer> {
    const res = await fetchRaw(cardPath).expect(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Other sites may show it.
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const { format, width, height } = await sharp(res.body as Buffer).metadata();
    expect({ format, width, height }).toEqual({ format: 'jpeg', width: 1200, height: 630 });
    return res.body as Buffer;
  }

  /** Uploads a picture of a kind: its (pending) object address. */
  async function upload(agent: Agent, bytes: Buffer, kind: string): Promise<string> {
    const target = (await agent.post('/api/objects/upload').send({ kind }).expect(200)).body;
    await supertest(t.app.getHttpServer())
      .put(target.uploadURL)
      .set('Content-Type', 'image/png')
      .send(bytes)
      .expect(200);
    return target.objectURL as string;
  }

  /** Uploads and publishes a picture: its published address. */
  async function publish(agent: Agent, bytes: Buffer, kind: string): Promise<string> {
    const objectURL = await upload(agent, bytes, kind);
    const published = await agent.post('/api/objects/publish').send({ objectURL }).expect(200);
    return published.body.url as string;
  }

  const storedCards = async () =>
    (
      await readdir(path.join(storageDir, 'previews'), { recursive: true }).catch(() => [] as string[])
    ).filter((file) => file.endsWith('.jpg'));

  async function create(body: Record<string, unknown>): Promise<{ id: string; slug: string }> {
    const res = await host
      .post('/api/events')
      .send({ date, ...body })
      .expect(201);
    return { id: res.body.id, slug: res.body.slug };
  }

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'nightlife-cards-'));
    storageDir = path.join(dir, 'storage');
    mkdirSync(path.join(dir, 'shell/dist'), { recursive: true });
    writeFileSync(path.join(dir, 'shell/dist/index.html'), SHELL);
    t = await createTestApp({
      frontendsDir: dir,
      appOrigins: [ORIGIN],
      storage: { driver: 'local', directory: storageDir, uploadUrlTtlSeconds: 600 },
    });
    const signedUp = await signUp(t, { accountType: 'host' });
    host = signedUp.agent;
    hostId = signedUp.id;
  });

  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("draws an event's card with its flyer, once, and points the page's tags at it", async () => {
    const flyer = await publish(host, await pngFile(1080, 1350), 'flyer-image');
    const { slug } = await create({
      title: 'Chrome Hearts Ball',
      flyerImageUrl: flyer,
      themeId: 'galaxy-glow',
    });
    const cardPath = await cardOfPage(`/event/${slug}`);
    expect(cardPath.startsWith(`/og/event/${slug}/`)).toBe(true);
    // The RSVP and ticket pages share the card.
    expect(await cardOfPage(`/event/${slug}/rsvp`)).toBe(cardPath);
    const first = await expectCard(cardPath);
    const stored = await storedCards();
    expect(stored.filter((file) => file.includes(hostId))).toHaveLength(1);
    // Drawn once: the second request is the stored card.
    expect((await expectCard(cardPath)).equals(first)).toBe(true);
    expect(await storedCards()).toEqual(stored);
  });

  it('gives an event a new card URL when its title changes; the old URL leads to the new card', async () => {
    const { id, slug } = await create({ title: 'Laser Garden' });
    const before = await cardOfPage(`/event/${slug}`);
    await expectCard(before);
    await host.put(`/api/events/${id}`).send({ date, title: 'Laser Garden II' }).expect(200);
    const after = await cardOfPage(`/event/${slug}`);
    expect(after).not.toBe(before);
    await expectCard(after);
    const old = await fetchRaw(before).expect(302);
    expect(old.headers.location).toBe(after);
    expect(old.headers['cache-control']).toBe('no-cache');
  });

  it('keeps the card of an event whose hidden location changes: the card never shows it', async () => {
    const { id, slug } = await create({
      title: 'Secret Set',
      location: 'Unmarked door, 12 Hidden Alley',
      hideLocationUntilRsvp: true,
    });
    const before = await cardOfPage(`/event/${slug}`);
    await host
      .put(`/api/events/${id}`)
      .send({ date, title: 'Secret Set', location: 'Back room, 3 Other Street', hideLocationUntilRsvp: true })
      .expect(200);
    expect(await cardOfPage(`/event/${slug}`)).toBe(before);
  });

  it('answers 404 for the card of a draft, an unknown event and a malformed address', async () => {
    const { id, slug } = await create({ title: 'Soon A Draft' });
    const cardPath = await cardOfPage(`/event/${slug}`);
    await host.put(`/api/events/${id}`).send({ date, title: 'Soon A Draft', isDraft: true }).expect(200);
    for (const url of [
      cardPath,
      '/og/event/no-such-event/0123456789abcdef.jpg',
      `/og/event/${slug}/not-a-version.jpg`,
      '/og/event/NOT_A_SLUG/0123456789abcdef.jpg',
      '/og/profile/events/0123456789abcdef.jpg',
    ]) {
      const res = await fetchRaw(url);
      expect({ url, status: res.status }).toEqual({ url, status: 404 });
    }
  });

  it('still draws a valid card when the flyer file is missing or corrupt', async () => {
    const missing = await publish(host, await pngFile(800, 1000), 'flyer-image');
    const corrupt = await publish(host, await pngFile(800, 1000), 'flyer-image');
    const fileOf = (url: string) => path.join(storageDir, url.replace(/^\/uploads\//, ''));
    await rm(fileOf(missing));
    await writeFile(fileOf(corrupt), Buffer.from('RIFF....WEBPVP8 definitely not an image'));
    for (const flyer of [missing, corrupt]) {
      const { slug } = await create({ title: `Broken Flyer ${flyer.slice(-20)}`, flyerImageUrl: flyer });
      await expectCard(await cardOfPage(`/event/${slug}`));
    }
  });

  it('draws a card without a flyer, and for a flyer hosted elsewhere (never fetched)', async () => {
    for (const flyerImageUrl of [undefined, 'https://cdn.example.com/flyers/chrome.jpg']) {
      const { slug } = await create({ title: 'No Flyer Night', ...(flyerImageUrl ? { flyerImageUrl } : {}) });
      await expectCard(await cardOfPage(`/event/${slug}`));
    }
  });

  it("draws a profile's card, and a new one when the avatar changes", async () => {
    const user = await signUp(t, { firstName: 'Nina', lastName: 'Ortiz' });
    const withoutAvatar = await cardOfPage(`/${user.username}`);
    await expectCard(withoutAvatar);
    const avatar = await upload(user.agent, await pngFile(600, 600), 'avatar');
    await user.agent.put('/api/avatar').send({ avatarURL: avatar }).expect(200);
    const withAvatar = await cardOfPage(`/${user.username.toUpperCase()}`);
    expect(withAvatar).not.toBe(withoutAvatar);
    expect(withAvatar.startsWith(`/og/profile/${user.username}/`)).toBe(true);
    await expectCard(withAvatar);
    const html = (await t.request().get(`/${user.username}`).expect(200)).text;
    expect(html).toContain(`<title>Nina Ortiz (@${user.username}) | NIGHTLIFE</title>`);
    expect(meta(html, 'og:type')).toEqual(['profile']);
    // The top of the profile's card paints before the app runs (page-html.ts): avatar, name, handle.
    const stored = (await t.request().get(`/api/users/profile/${user.username}`).expect(200)).body.user
      .avatar;
    expect(html).toContain(`<img class="first-frame-profile__avatar" src="${stored}" alt="">`);
    expect(html).toContain('<h1 class="first-frame-profile__name">Nina Ortiz</h1>');
    expect(html).toContain(`<p class="first-frame-profile__handle">@${user.username}</p>`);
    expect(html).toMatch(/<p class="first-frame-profile__meta"><span>Joined [A-Z][a-z]+ \d{4}<\/span><\/p>/);
    // Kept under the user's id, which account deletion removes with the rest of their files.
    expect((await storedCards()).some((file) => file.startsWith(`${user.id}/profile/`))).toBe(true);
  });

  it('gives unknown usernames and app pages the plain shell', async () => {
    for (const route of ['/no_such_user_here', '/dashboard', '/login']) {
      const html = (await t.request().get(route).expect(200)).text;
      expect(meta(html, 'og:image')).toEqual([]);
    }
  });
});

describe('link-preview cards on S3 storage', () => {
  let s3: S3TestServer;
  let t: TestApp;
  let dir: string;

  beforeAll(async () => {
    s3 = await startS3TestServer();
    dir = mkdtempSync(path.join(os.tmpdir(), 'nightlife-cards-s3-'));
    mkdirSync(path.join(dir, 'shell/dist'), { recursive: true });
    writeFileSync(path.join(dir, 'shell/dist/index.html'), SHELL);
    t = await createTestApp({ frontendsDir: dir, appOrigins: [ORIGIN], storage: s3.storage });
  });

  afterAll(async () => {
    await t.close();
    await s3.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("reads the flyer from the bucket and keeps the card there, under the host's id", async () => {
    const { agent, id: hostId } = await signUp(t, { accountType: 'host' });
    const target = (await agent.post('/api/objects/upload').send({ kind: 'flyer-image' }).expect(200)).body;
    const put = await fetch(target.uploadURL, {
      method: 'PUT',
      body: new Uint8Array(await pngFile(1080, 1350)),
      headers: { 'Content-Type': 'image/png' },
    });
    expect(put.status).toBe(200);
    const flyer = (await agent.post('/api/objects/publish').send({ objectURL: target.objectURL }).expect(200))
      .body.url as string;
    const date = addDaysToDateKey(localDateKey(new Date(), 'America/Chicago'), 3);
    const event = (
      await agent.post('/api/events').send({ date, title: 'Bucket Night', flyerImageUrl: flyer }).expect(201)
    ).body;
    const html = (await t.request().get(`/event/${event.slug}`).expect(200)).text;
    const cardPath = meta(html, 'og:image')[0].slice(ORIGIN.length);
    const version = /([0-9a-f]{16})\.jpg$/.exec(cardPath)![1];
    for (let i = 0; i < 2; i++) {
      const res = await supertest(t.app.getHttpServer())
        .get(cardPath)
        .buffer(true)
        .parse((response, done) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => done(null, Buffer.concat(chunks)));
        });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const { width, height } = await sharp(res.body as Buffer).metadata();
      expect({ width, height }).toEqual({ width: 1200, height: 630 });
    }
    expect(await s3.keys()).toContain(`previews/${hostId}/event-${event.id}/${version}.jpg`);
  });
});
