import 'reflect-metadata';
import type { RequestHandler } from 'express';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { createApp } from './app.factory.js';
import { AppConfig, ConfigError, loadAppConfig } from './shared/config/app-config.js';

export interface StartOptions {
  /**
   * The handler of every address outside the API (the server-rendered pages), given the settings:
   * the site's process passes React Router's (../../server.mjs); the API alone runs without.
   */
  pages?: (config: AppConfig) => RequestHandler;
}

export async function start(options: StartOptions = {}): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  let config;
  try {
    config = loadAppConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await createApp(config, { pages: options.pages?.(config) });
  if (config.sessionSecretGenerated) console.warn('SESSION_SECRET is not set: a random one is used, so logins end when the server restarts.');
  await app.listen(config.port);
  console.log(`OP Decks is running on ${config.publicUrl} (API docs: ${config.publicUrl}/api/docs)`);
}

// `node backend/dist/main.js`: the API alone.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  start().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
