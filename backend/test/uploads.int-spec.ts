import { readdir } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import supertest from 'supertest';
import type { StorageConfig } from '../src/platform/config/app-config';
import { signUp } from './support/accounts';
import { createTestApp, type TestApp } from './support/create-test-app';
import { startS3TestServer, type S3TestServer } from './support/s3-test-server';
import {
  HTML_PAGE,
  jpegWithGps,
  mp4File,
  mp4WithLocation,
  FILMED_AT,
  pngFile,
  pngOfSize,
} from './support/upload-fixtures';
import { newSignup } from './support/users';

type Agent = ReturnType<TestApp['request']>;

interface UploadTarget {
  uploadURL: string;
  objectURL: string;
  kind: string;
  maxBytes: number;
  expiresAt: string;
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

const MB = 1024 * 1024;
const PROBLEM_JSON = /^application\/problem\+json/;

/** The storage as the suite sees it: the app's settings and every key stored. */
interface StorageUnderTest {
  storage: StorageConfig;
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

async function localStorageUnderTest(): Promise<StorageUnderTest> {
  const directory = path.join(process.env.STORAGE_LOCAL_DIR!, `suite-${Date.now()}`);
  return {
    storage: { driver: 'local', directory, uploadUrlTtlSeconds: 600 },
    keys: async () => {
      const entries = await readdir(directory, { recursive: true, withFileTypes: true }).catch(() => []);
      return entries
        .filter((entry) => entry.isFile() && !entry.parentPath.includes(`${path.sep}.tmp`))
        .map((entry) =>
          path.relative(directory, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
        )
        .sort();
    },
    close: async () => undefined,
  };
}

async function s3StorageUnderTest(): Promise<StorageUnderTest> {
  const server: S3TestServer = await startS3TestServer();
  return server;
}

describe.each([
  ['local disk', localStorageUnderTest],
  ['S3 (s3rver)', s3StorageUnderTest],
] as const)('uploads on %s', (_name, startStorage) => {
  let under: StorageUnderTest;
  let t: TestApp;

  beforeAll(async () => {
    under = await startStorage();
    t = await createTestApp({ storage: under.storage });
  });

  afterAll(async () => {
    await t.close();
    await under.close();
  });

  async function requestUpload(agent: Agent, kind?: string): Promise<UploadTarget> {
    const req = agent.post('/api/objects/upload');
    const res = await (kind ? req.send({ kind }) : req).expect(200);
    return res.body as UploadTarget;
  }

  /** What the browser does with uploadURL: PUT the file with its declared Content-Type. */
  async function put(uploadURL: string, bytes: Buffer, contentType: string): Promise<Answer> {
    if (uploadURL.startsWith('/')) {
      const res = await supertest(t.app.getHttpServer())
        .put(uploadURL)
        .set('Content-Type', contentType)
        .send(bytes)
        .buffer(true);
      return {
        status: res.status,
        headers: res.headers as Record<string, string>,
        body: Buffer.from(res.text ?? ''),
      };
    }
    return fetchAnswer(uploadURL, { method: 'PUT', body: bytes, headers: { 'Content-Type': contentType } });
  }

  /** Reads a published address the way a browser's <img> would (no session). */
  async function get(url: string): Promise<Answer> {
    if (url.startsWith('/')) {
      const res = await supertest(t.app.getHttpServer())
        .get(url)
        .buffer(true)
        .parse((response, done) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => done(null, Buffer.concat(chunks)));
        });
      return { status: res.status, headers: res.headers as Record<string, string>, body: res.body as Buffer };
    }
    return fetchAnswer(url, {});
  }

  /** Uploads a file and uses it as an avatar: the answer of the step that refused it, or of the avatar. */
  async function uploadAvatar(agent: Agent, bytes: Buffer, contentType: string, kind?: string) {
    const target = await requestUpload(agent, kind);
    const upload = await put(target.uploadURL, bytes, contentType);
    if (upload.status !== 200)
      return { step: 'upload', status: upload.status, body: problemOf(upload), target };
    const avatar = await agent.put('/api/avatar').send({ avatarURL: target.objectURL });
    return { step: 'avatar', status: avatar.status, body: avatar.body as Record<string, unknown>, target };
  }

  // The files a user has (the marks of used upload addresses are bookkeeping, not files).
  const keysOf = async (userId: string) =>
    (await under.keys()).filter((key) => key.includes(userId) && !key.startsWith('used/'));

  describe('as a visitor', () => {
    it('asks to sign in for an upload address, publishing and the avatar', async () => {
      const visitor = t.request();
      for (const res of [
        await visitor.post('/api/objects/upload'),
        await visitor.post('/api/objects/publish').send({ objectURL: '/uploads/x' }),
        await visitor.put('/api/avatar').send({ avatarURL: '/uploads/x' }),
      ]) {
        expect(res.status).toBe(401);
        expect(res.body.code).toBe('AUTH.UNAUTHENTICATED');
      }
    });
  });

  describe('as the owner', () => {
    it('hands out a short-lived address per kind, the default kind for an empty body', async () => {
      const { agent, id } = await signUp(t);
      const target = await requestUpload(agent);
      expect(target).toEqual({
        uploadURL: expect.stringContaining(`pending/${id}/default/`),
        objectURL: target.uploadURL.split('?')[0],
        kind: 'default',
        maxBytes: 10 * MB,
        expiresAt: expect.any(String),
      });
      expect(new Date(target.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(600_000);
      expect((await requestUpload(agent, 'flyer-video')).maxBytes).toBe(52_428_800);
      const unknown = await agent.post('/api/objects/upload').send({ kind: 'poster' }).expect(400);
      expect(unknown.body.code).toBe('VALIDATION.FAILED');
    });

    it('sets an avatar: answers its address, stores it on the user and serves it as WebP', async () => {
      const { agent, id } = await signUp(t);
      const result = await uploadAvatar(agent, await pngFile(), 'image/png', 'avatar');
      expect(result).toMatchObject({
        step: 'avatar',
        status: 200,
        body: {
          success: true,
          avatarUrl: expect.stringMatching(/\/avatar\.webp$/),
          objectPath: expect.any(String),
        },
      });
      const avatarUrl = result.body.avatarUrl as string;
      expect(result.body.objectPath).toBe(`media/${id}/${avatarUrl.split('/').at(-2)}/avatar.webp`);
      const [row] = await t.orm.em
        .fork()
        .getConnection()
        .execute<{ avatar: string }[]>('select avatar from users where id = ?', [id]);
      expect(row.avatar).toBe(avatarUrl);

      const served = await get(avatarUrl);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['content-disposition']).toBe('inline; filename="avatar.webp"');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await sharp(served.body).metadata()).toMatchObject({ format: 'webp', width: 64, height: 48 });
      const thumb = await get(avatarUrl.replace(/avatar\.webp$/, 'avatar-thumb.webp'));
      expect(thumb.status).toBe(200);
      // Only the published sizes are kept: the upload itself is gone.
      expect(await keysOf(id)).toEqual([
        `media/${id}/${avatarUrl.split('/').at(-2)}/avatar-thumb.webp`,
        `media/${id}/${avatarUrl.split('/').at(-2)}/avatar.webp`,
      ]);
    });

    it('replacing the avatar deletes the old one', async () => {
      const { agent, id } = await signUp(t);
      const first = await uploadAvatar(agent, await pngFile(600, 600), 'image/png');
      const second = await uploadAvatar(agent, await pngFile(300, 300), 'image/png');
      expect([first.status, second.status]).toEqual([200, 200]);
      const keys = await keysOf(id);
      expect(keys).toHaveLength(2);
      expect(keys.every((key) => key.includes(String(second.body.objectPath).split('/')[2]))).toBe(true);
      expect((await get(first.body.avatarUrl as string)).status).not.toBe(200);
      // Avatars are cropped to 512 px squares, never enlarged.
      const served = await get(second.body.avatarUrl as string);
      expect(await sharp(served.body).metadata()).toMatchObject({ width: 300, height: 300 });
    });

    it('accepts a PNG renamed .txt and declared as text: the bytes say PNG', async () => {
      const { agent } = await signUp(t);
      const result = await uploadAvatar(agent, await pngFile(), 'text/plain');
      expect(result).toMatchObject({ step: 'avatar', status: 200 });
    });

    it('refuses an HTML page declared as image/png and keeps nothing', async () => {
      const { agent, id } = await signUp(t);
      const result = await uploadAvatar(agent, HTML_PAGE, 'image/png', 'avatar');
      expect(result).toMatchObject({
        step: 'avatar',
        status: 415,
        body: { code: 'UPLOAD.TYPE_NOT_ALLOWED', detail: 'Please select an image file' },
      });
      expect(await keysOf(id)).toEqual([]);
    });

    it('refuses an SVG picture, which could carry script', async () => {
      const { agent, id } = await signUp(t);
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><circle r="10"/></svg>',
      );
      const result = await uploadAvatar(agent, svg, 'image/svg+xml');
      expect(result).toMatchObject({
        step: 'avatar',
        status: 415,
        body: { code: 'UPLOAD.TYPE_NOT_ALLOWED' },
      });
      expect(await keysOf(id)).toEqual([]);
    });

    it('refuses a 6 MB avatar and keeps nothing, whether it is uploaded as an avatar or not', async () => {
      const { agent, id } = await signUp(t);
      const big = await pngOfSize(6 * MB);
      for (const kind of ['avatar', 'default']) {
        const result = await uploadAvatar(agent, big, 'image/png', kind);
        expect(result.status).toBe(413);
        expect(result.body).toMatchObject({
          code: 'UPLOAD.TOO_LARGE',
          detail: 'File size must be less than 5MB',
        });
        expect(await keysOf(id)).toEqual([]);
      }
    });

    it('strips EXIF and GPS from a photo', async () => {
      const { agent } = await signUp(t);
      const photo = await jpegWithGps();
      expect((await sharp(photo).metadata()).exif).toBeDefined();
      const result = await uploadAvatar(agent, photo, 'image/jpeg');
      expect(result.status).toBe(200);
      const served = await get(result.body.avatarUrl as string);
      const metadata = await sharp(served.body).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(served.body.includes(Buffer.from('Nightlife Test Camera'))).toBe(false);
    });

    it('publishes a video without the place and the phone it was filmed with', async () => {
      const { agent } = await signUp(t);
      const video = mp4WithLocation();
      const target = await requestUpload(agent, 'flyer-video');
      expect((await put(target.uploadURL, video, 'video/mp4')).status).toBe(200);
      const published = await agent
        .post('/api/objects/publish')
        .send({ objectURL: target.objectURL })
        .expect(200);
      expect(published.body).toMatchObject({ contentType: 'video/mp4', size: video.length });
      const served = await get(published.body.url as string);
      expect(served.status).toBe(200);
      for (const said of [FILMED_AT, 'Apple', 'iPhone', 'com.apple.quicktime.location'])
        expect(served.body.includes(Buffer.from(said, 'latin1'))).toBe(false);
      // The media data is untouched.
      expect(served.body.subarray(-2048).equals(video.subarray(-2048))).toBe(true);
    });

    it('refuses a video declared as an image for an avatar, and publishes it as a flyer video', async () => {
      const { agent, id } = await signUp(t);
      const video = mp4File();
      const asAvatar = await uploadAvatar(agent, video, 'image/png');
      expect(asAvatar).toMatchObject({
        step: 'avatar',
        status: 415,
        body: { code: 'UPLOAD.TYPE_NOT_ALLOWED' },
      });

      const target = await requestUpload(agent, 'flyer-video');
      expect((await put(target.uploadURL, video, 'image/png')).status).toBe(200);
      const published = await agent
        .post('/api/objects/publish')
        .send({ objectURL: target.objectURL })
        .expect(200);
      expect(published.body).toMatchObject({
        kind: 'flyer-video',
        mediaClass: 'video',
        contentType: 'video/mp4',
        size: video.length,
        url: expect.stringMatching(/\/video\.mp4$/),
      });
      const served = await get(published.body.url as string);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('video/mp4');
      expect(Buffer.compare(served.body, video)).toBe(0);
      // Published under keys of its own, never the upload's.
      const publishedKey = `media/${id}/${String(published.body.url).split('/').at(-2)}/video.mp4`;
      expect(await keysOf(id)).toEqual([publishedKey]);
      expect(publishedKey).not.toContain(target.objectURL.split('/').at(-1));
    });

    it('takes one file per upload address: a second file at a used address is refused, the published one stays', async () => {
      const { agent, id } = await signUp(t);
      const target = await requestUpload(agent, 'flyer-image');
      await put(target.uploadURL, await pngFile(400, 500), 'image/png');
      const first = await agent
        .post('/api/objects/publish')
        .send({ objectURL: target.objectURL })
        .expect(200);
      const before = await get(first.body.url as string);

      // The signed address is still valid for minutes: PUT another file to it and publish again.
      const again = await put(target.uploadURL, await pngFile(800, 1000), 'image/png');
      if (again.status === 200) {
        // An object store takes the PUT (a presigned address cannot be withdrawn): publishing refuses it.
        const second = await agent
          .post('/api/objects/publish')
          .send({ objectURL: target.objectURL })
          .expect(409);
        expect(second.body.code).toBe('UPLOAD.ALREADY_USED');
      } else {
        expect({ status: again.status, code: problemOf(again).code }).toEqual({
          status: 409,
          code: 'UPLOAD.ALREADY_USED',
        });
      }
      const after = await get(first.body.url as string);
      expect(Buffer.compare(after.body, before.body)).toBe(0);
      // Nothing of the second file is kept.
      expect((await keysOf(id)).every((key) => key.startsWith('media/'))).toBe(true);
    });

    it('publishes a flyer image at full and card size', async () => {
      const { agent } = await signUp(t);
      const target = await requestUpload(agent, 'flyer-image');
      await put(target.uploadURL, await pngFile(2000, 2500), 'image/png');
      const published = await agent
        .post('/api/objects/publish')
        .send({ objectURL: target.objectURL })
        .expect(200);
      expect(Object.keys(published.body.variants)).toEqual(['full', 'card']);
      expect(await sharp((await get(published.body.variants.full)).body).metadata()).toMatchObject({
        width: 1280,
        height: 1600,
      });
      expect(await sharp((await get(published.body.variants.card)).body).metadata()).toMatchObject({
        width: 576,
        height: 720,
      });
      // Publishing the published address again answers the same media.
      const again = await agent
        .post('/api/objects/publish')
        .send({ objectURL: published.body.url })
        .expect(200);
      expect(again.body).toEqual({ ...published.body, kind: 'default' });
    });

    it('refuses an upload that never arrived and an address of another site', async () => {
      const { agent } = await signUp(t);
      const target = await requestUpload(agent, 'avatar');
      const unfinished = await agent.put('/api/avatar').send({ avatarURL: target.objectURL }).expect(409);
      expect(unfinished.body.code).toBe('UPLOAD.NOT_UPLOADED');
      const foreign = await agent
        .put('/api/avatar')
        .send({ avatarURL: 'https://elsewhere.example/pending/me.png' })
        .expect(400);
      expect(foreign.headers['content-type']).toMatch(PROBLEM_JSON);
      expect(foreign.body.code).toBe('UPLOAD.FOREIGN_URL');
    });

    it('refuses a tampered upload address', async () => {
      const { agent, id } = await signUp(t);
      const target = await requestUpload(agent, 'avatar');
      const tampered = target.uploadURL.replace(
        /([?&](?:X-Amz-Signature|signature)=)(.)/,
        (_m, key: string, c: string) => `${key}${c === 'a' ? 'b' : 'a'}`,
      );
      expect(tampered).not.toBe(target.uploadURL);
      const answer = await put(tampered, await pngFile(), 'image/png');
      expect(answer.status).toBe(403);
      // Another key under the same signature is refused too.
      const otherKey = target.uploadURL.replace(/\/avatar\//, '/flyer-video/');
      expect((await put(otherKey, await pngFile(), 'image/png')).status).toBe(403);
      expect(await keysOf(id)).toEqual([]);
    });

    it('does not serve an upload before it is published', async () => {
      const { agent } = await signUp(t);
      const target = await requestUpload(agent);
      await put(target.uploadURL, await pngFile(), 'image/png');
      expect((await get(target.objectURL)).status).not.toBe(200);
    });
  });

  describe('as another user', () => {
    it('cannot use someone else’s upload or published avatar, and the owner still can', async () => {
      const owner = await signUp(t);
      const other = await signUp(t);
      const target = await requestUpload(owner.agent, 'avatar');
      await put(target.uploadURL, await pngFile(), 'image/png');

      const stolen = await other.agent.put('/api/avatar').send({ avatarURL: target.objectURL }).expect(404);
      expect(stolen.body.code).toBe('UPLOAD.NOT_FOUND');
      const published = await other.agent.post('/api/objects/publish').send({ objectURL: target.objectURL });
      expect(published.status).toBe(404);

      const own = await owner.agent.put('/api/avatar').send({ avatarURL: target.objectURL }).expect(200);
      const reused = await other.agent.put('/api/avatar').send({ avatarURL: own.body.avatarUrl }).expect(404);
      expect(reused.body.code).toBe('UPLOAD.NOT_FOUND');
    });
  });

  describe('with short-lived addresses', () => {
    let shortLived: TestApp;

    beforeAll(async () => {
      shortLived = await createTestApp({ storage: { ...under.storage, uploadUrlTtlSeconds: 1 } });
    });

    afterAll(async () => {
      await shortLived.close();
    });

    it('refuses an upload to an expired address', async () => {
      const agent = shortLived.request();
      const res = await agent.post('/api/signup').send(newSignup()).expect(201);
      const id = (res.body as { user: { id: string } }).user.id;
      const target = (await agent.post('/api/objects/upload').send({ kind: 'avatar' }).expect(200))
        .body as UploadTarget;
      await new Promise((resolve) => setTimeout(resolve, 2100));
      const answer = target.uploadURL.startsWith('/')
        ? await supertest(shortLived.app.getHttpServer())
            .put(target.uploadURL)
            .set('Content-Type', 'image/png')
            .send(await pngFile())
        : await fetch(target.uploadURL, { method: 'PUT', body: await pngFile() });
      expect(answer.status).toBe(403);
      if (target.uploadURL.startsWith('/'))
        expect((answer as supertest.Response).body.code).toBe('UPLOAD.LINK_EXPIRED');
      expect(await keysOf(id)).toEqual([]);
    });
  });
});

describe('the local storage over HTTP', () => {
  let under: StorageUnderTest;
  let t: TestApp;
  let agent: Agent;

  beforeAll(async () => {
    under = await localStorageUnderTest();
    t = await createTestApp({ storage: under.storage });
    agent = t.request();
    await agent.post('/api/signup').send(newSignup()).expect(201);
  });

  afterAll(async () => {
    await t.close();
  });

  const target = async (kind: string) =>
    (await agent.post('/api/objects/upload').send({ kind }).expect(200)).body as UploadTarget;

  it('serves media so that it can never act as a page', async () => {
    const upload = await target('avatar');
    await supertest(t.app.getHttpServer())
      .put(upload.uploadURL)
      .set('Content-Type', 'text/html')
      .send(await pngFile())
      .expect(200);
    const { body } = await agent.put('/api/avatar').send({ avatarURL: upload.objectURL }).expect(200);
    const served = await supertest(t.app.getHttpServer())
      .get(body.avatarUrl as string)
      .expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe(
      "default-src 'none'; img-src 'self'; media-src 'self'; sandbox",
    );
  });

  it('stops a streamed body at the cap and keeps nothing of it', async () => {
    const upload = await target('avatar');
    const server = t.app.getHttpServer() as import('node:http').Server;
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as import('node:net').AddressInfo;
    // Chunked: no Content-Length to refuse up front, so the cap applies while streaming.
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'PUT',
          path: upload.uploadURL,
          headers: { 'Content-Type': 'image/png' },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      const chunk = Buffer.alloc(256 * 1024);
      let sent = 0;
      const pump = () => {
        while (sent < 8 * MB) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        req.end();
      };
      pump();
    });
    expect(status).toBe(413);
    const uploadId = upload.objectURL.split('/').at(-1)!;
    expect((await under.keys()).filter((key) => key.includes(uploadId))).toEqual([]);
    // Not even the partial file it was writing.
    const directory = (under.storage as { directory: string }).directory;
    expect(await readdir(path.join(directory, '.tmp'))).toEqual([]);
  });

  it('answers 404 for anything but a signed upload and published media', async () => {
    const upload = await target('default');
    const app = supertest(t.app.getHttpServer());
    await app
      .put(upload.uploadURL)
      .set('Content-Type', 'image/png')
      .send(await pngFile())
      .expect(200);
    await app.get(upload.objectURL).expect(404);
    await app.get('/uploads/.tmp/anything').expect(404);
    await app
      .put(upload.objectURL.replace('/pending/', '/media/'))
      .send(await pngFile())
      .expect(404);
    const traversal = await app.get('/uploads/media/%2e%2e/pending/x');
    expect(traversal.status).toBe(404);
    expect(traversal.headers['content-type']).toMatch(PROBLEM_JSON);
  });

  it('refuses an upload sent from another site', async () => {
    const upload = await target('default');
    const res = await supertest(t.app.getHttpServer())
      .put(upload.uploadURL)
      .set('Origin', 'https://evil.example')
      .set('Content-Type', 'image/png')
      .send(await pngFile())
      .expect(403);
    expect(res.body.code).toBe('CSRF.CROSS_ORIGIN');
  });
});

describe('upload rate limit', () => {
  let t: TestApp;

  beforeAll(async () => {
    const base = await createTestApp();
    const rateLimits = { ...base.config.rateLimits, uploads: { limit: 2, ttlMs: 60_000 } };
    await base.close();
    t = await createTestApp({ rateLimits });
  });

  afterAll(async () => {
    await t.close();
  });

  it('counts upload addresses per user, not per IP', async () => {
    const first = t.request();
    await first.post('/api/signup').send(newSignup()).expect(201);
    await first.post('/api/objects/upload').expect(200);
    await first.post('/api/objects/upload').expect(200);
    const limited = await first.post('/api/objects/upload').expect(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(limited.headers['retry-after']).toBeDefined();

    const second = t.request();
    await second.post('/api/signup').send(newSignup()).expect(201);
    await second.post('/api/objects/upload').expect(200);
  });
});

async function fetchAnswer(url: string, init: RequestInit): Promise<Answer> {
  const res = await fetch(url, init);
  return {
    status: res.status,
    headers: Object.fromEntries(res.headers.entries()),
    body: Buffer.from(await res.arrayBuffer()),
  };
}

/** The problem of a refused PUT (problem+json from the local storage; S3 answers XML). */
function problemOf(answer: Answer): Record<string, unknown> {
  try {
    return JSON.parse(answer.body.toString('utf8')) as Record<string, unknown>;
  } catch {
    return { xml: answer.body.toString('utf8') };
  }
}
