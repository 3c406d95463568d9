import supertest from 'supertest';
import { pngFile } from './upload-fixtures';
import type { TestApp } from './create-test-app';
import { newSignup } from './users';

export type Agent = ReturnType<typeof supertest.agent>;

export interface SignedUpUser {
  agent: Agent;
  id: string;
  username: string;
  email: string;
  password: string;
  /** The session cookie (`name=value`) the signup set. */
  cookie: string;
}

/** Signs a new account up through the API; its agent keeps the session cookie. */
export async function signUp(t: TestApp, overrides: Record<string, unknown> = {}): Promise<SignedUpUser> {
  const agent = t.request();
  const body = newSignup(overrides);
  const res = await agent.post('/api/signup').send(body).expect(201);
  const cookie = (res.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
  return {
    agent,
    id: res.body.user.id,
    username: body.username,
    email: body.email,
    password: body.password,
    cookie,
  };
}

/** A second, independent session of the same account (another browser or device). */
export async function logIn(t: TestApp, user: { username: string; password: string }): Promise<Agent> {
  const agent = t.request();
  await agent.post('/api/login').send({ username: user.username, password: user.password }).expect(200);
  return agent;
}

/** Publishes an event (a date in 2030, so always upcoming) hosted by the agent's user. */
export async function createEvent(
  host: Agent,
  fields: Record<string, unknown> = {},
): Promise<{ id: string; slug: string; title: string }> {
  const res = await host
    .post('/api/events')
    .send({ title: `Party ${Math.random().toString(36).slice(2, 8)}`, date: '2030-06-15', ...fields })
    .expect(201);
  return { id: res.body.id, slug: res.body.slug, title: res.body.title };
}

export async function rsvp(
  agent: Agent,
  slug: string,
  response: 'going' | 'maybe' | 'cant_go',
): Promise<void> {
  await agent
    .post(`/api/events/${slug}/rsvp`)
    .send({ guestName: 'Guest', guestEmail: null, response, emoji: null, message: null, plusOnes: 0 })
    .expect(201);
}

/** Uploads a picture to the local storage and makes it the user's avatar; answers its address. */
export async function uploadAvatar(t: TestApp, agent: Agent): Promise<string> {
  const target = (await agent.post('/api/objects/upload').expect(200)).body as {
    uploadURL: string;
    objectURL: string;
  };
  await supertest(t.app.getHttpServer())
    .put(target.uploadURL)
    .set('Content-Type', 'image/png')
    .send(await pngFile())
    .expect(200);
  const avatar = await agent.put('/api/avatar').send({ avatarURL: target.objectURL }).expect(200);
  return (avatar.body as { avatarUrl: string }).avatarUrl;
}
