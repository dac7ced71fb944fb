import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { dump } from 'js-yaml';
import { buildOpenApiDocument, createApp } from './app.factory.js';
import { GameRulesService } from './modules/formats/application/game-rules.service.js';
import { loadAppConfig } from './shared/config/app-config.js';

/**
 * Writes openapi.yaml from the app itself (run from dist so the swagger plugin's metadata is there),
 * and beside it game-rules.json, the rules GET /api/game-rules answers: the front end's tests read
 * them from there rather than writing them again (ADR 0010); `openapi:check` fails when they drift.
 */
async function writeOpenApi(target: string): Promise<void> {
  const config = loadAppConfig({ DB_PATH: ':memory:', SEED_DEMO: 'false', LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'not-used-here' });
  const app = await createApp(config);
  await app.init();
  const document = buildOpenApiDocument(app);
  writeFileSync(target, dump(document, { noRefs: true, lineWidth: 120, sortKeys: false }));
  // The formats are the site's data, not rules: the tests keep formats of their own.
  const { formats: _formats, currentFormat: _current, ...rules } = await app.get(GameRulesService).rules();
  writeFileSync(resolve(dirname(target), 'game-rules.json'), `${JSON.stringify(rules, null, 2)}\n`);
  await app.close();
}

writeOpenApi(resolve(process.argv[2] ?? '../openapi.yaml')).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
