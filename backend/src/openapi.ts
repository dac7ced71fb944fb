import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { dump } from 'js-yaml';
import { buildOpenApiDocument, createApp } from './app.factory.js';
import { loadAppConfig } from './shared/config/app-config.js';

/** Writes openapi.yaml from the app itself (run from dist so the swagger plugin's metadata is there). */
async function writeOpenApi(target: string): Promise<void> {
  const config = loadAppConfig({ DB_PATH: ':memory:', SEED_DEMO: 'false', LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'not-used-here' });
  const app = await createApp(config);
  await app.init();
  const document = buildOpenApiDocument(app);
  writeFileSync(target, dump(document, { noRefs: true, lineWidth: 120, sortKeys: false }));
  await app.close();
}

writeOpenApi(resolve(process.argv[2] ?? '../openapi.yaml')).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
