import type { INestApplication } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import supertest from 'supertest';
import { createApp, type CreateAppOptions } from '../../src/app.factory';
import type { AppConfig } from '../../src/platform/config/app-config';
import { loadConfig } from '../../src/platform/config/load-config';
import { assertMatchesContract } from './contract';

type Agent = ReturnType<typeof supertest.agent>;

export interface TestApp {
  app: INestApplication;
  /**
   * A cookie-keeping client: each call starts a new browser-like session. Every /api response
   * it receives is checked against the committed OpenAPI document: a mismatch fails the request.
   */
  request: () => Agent;
  orm: MikroORM;
  config: AppConfig;
  close: () => Promise<void>;
}

/**
 * argon2's lowest cost: the suites sign up and log in thousands of times, and the defaults' 64 MiB
 * and 3 passes made hashing a large share of the stage. The accounts tests still hash and verify.
 */
export const TEST_PASSWORD_HASH_COST = { memoryCost: 1024, timeCost: 1 };

/** The real application on the run's database (see global-setup), with config overrides. */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: CreateAppOptions = {},
): Promise<TestApp> {
  const config = { ...loadConfig(process.env), passwordHashCost: TEST_PASSWORD_HASH_COST, ...overrides };
  const app = await createApp(config, options);
  return {
    app,
    request: () => checkingContract(supertest.agent(app.getHttpServer())),
    orm: app.get(MikroORM),
    config,
    close: () => app.close(),
  };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'del', 'head', 'options'] as const;

/** Adds the contract check as the first assertion of every request the agent makes. */
function checkingContract(agent: Agent): Agent {
  const verbs = agent as unknown as Record<(typeof METHODS)[number], (url: string) => supertest.Test>;
  for (const method of METHODS) {
    const send = verbs[method].bind(agent);
    verbs[method] = (url) =>
      send(url).expect((res) => {
        const { req, request } = res as unknown as {
          req: { method: string; path: string };
          request: { _data?: unknown };
        };
        assertMatchesContract({
          method: req.method,
          url: req.path,
          status: res.status,
          contentType: res.headers['content-type'] as string | undefined,
          body: res.body as unknown,
          text: res.text ?? '',
          // superagent keeps what .send() was given; only a JSON object or array is an example.
          requestBody:
            typeof request._data === 'object' && !Buffer.isBuffer(request._data) ? request._data : undefined,
        });
      });
  }
  return agent;
}
