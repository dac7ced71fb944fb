import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { createApp } from './app.factory.js';
import { ConfigError, loadAppConfig } from './shared/config/app-config.js';

async function main(): Promise<void> {
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
  const app = await createApp(config);
  if (config.sessionSecretGenerated) console.warn('SESSION_SECRET is not set: a random one is used, so logins end when the server restarts.');
  await app.listen(config.port);
  console.log(`OP Decks is running on ${config.publicUrl} (API docs: ${config.publicUrl}/api/docs)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
