import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from '../../src/app.factory.js';
import { recordErrorAnswers } from './error-contract.js';
import { createMigratedTestDatabase, testConfig, TestDatabase } from './test-database.js';

export interface TestApp {
  app: NestExpressApplication;
  /** The HTTP server, for supertest. */
  server: ReturnType<NestExpressApplication['getHttpServer']>;
  database: TestDatabase;
  close(): Promise<void>;
}

/** The whole app in-process on its own fresh database, as main.ts builds it. */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  return startTestAppOn(await createMigratedTestDatabase(), env);
}

/** A further instance on an existing database (as several app servers share one in production). */
export async function startTestAppOn(database: TestDatabase, env: Record<string, string> = {}): Promise<TestApp> {
  const app = await createApp(testConfig(database, env));
  await app.init();
  recordErrorAnswers(app.getHttpServer());
  return {
    app,
    server: app.getHttpServer(),
    database,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
