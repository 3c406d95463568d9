import type { INestApplication } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import supertest from 'supertest';
import { createApp, type CreateAppOptions } from '../../src/app.factory';
import type { AppConfig } from '../../src/platform/config/app-config';
import { loadConfig } from '../../src/platform/config/load-config';

export interface TestApp {
  app: INestApplication;
  /** A cookie-keeping client: each call starts a new browser-like session. */
  request: () => ReturnType<typeof supertest.agent>;
  orm: MikroORM;
  config: AppConfig;
  close: () => Promise<void>;
}

/** The real application on the run's database (see global-setup), with config overrides. */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: CreateAppOptions = {},
): Promise<TestApp> {
  const config = { ...loadConfig(process.env), ...overrides };
  const app = await createApp(config, options);
  return {
    app,
    request: () => supertest.agent(app.getHttpServer()),
    orm: app.get(MikroORM),
    config,
    close: () => app.close(),
  };
}
