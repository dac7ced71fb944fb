import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import ts from 'typescript';
import { apiClient, commentOnDeck, logIn, missingDeck, readDeck, searchCards, twoGalleryPages, type ApiClient } from './api-client/use-the-api.js';
import { startTestApp, TestApp } from './support/test-app.js';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const BACKEND = join(HERE, '..');
const CLIENT_DIR = join(HERE, 'api-client');

/** The compiler's complaints about these files, with the backend's own settings (strict). */
function typeErrors(files: Record<string, string | null>): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(BACKEND, 'tsconfig.json'),
    { noEmit: true },
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  )!;
  const host = ts.createCompilerHost(config.options);
  // Files given with their text exist only for this check (a misuse that must not compile).
  const given = (name: string) => files[name] ?? undefined;
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, ...rest) => {
    const text = given(name);
    return text !== undefined ? ts.createSourceFile(name, text, language) : getSourceFile(name, language, ...rest);
  };
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => given(name) !== undefined || fileExists(name);
  const program = ts.createProgram(Object.keys(files), config.options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => `${diagnostic.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`);
}

describe('a TypeScript client generated from openapi.yaml (openapi-typescript + openapi-fetch), against the running API', () => {
  let app: TestApp;
  let api: ApiClient;
  let baseUrl: string;

  beforeAll(async () => {
    app = await startTestApp({ SEED_DEMO: 'true', AUTH_RATE_LIMIT: '1000', PUBLIC_READ_RATE_LIMIT: '100000' });
    await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    api = apiClient(baseUrl);
  });
  afterAll(async () => app.close());

  it('is what openapi-typescript generates from openapi.yaml as it is now', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'op-decks-client-'));
    try {
      await promisify(execFile)(process.execPath, [join(BACKEND, '../packages/api-client/generate.mjs'), join(dir, 'openapi.d.ts')]);
      const fresh = await readFile(join(dir, 'openapi.d.ts'), 'utf8');
      // When this fails, run `npm run openapi` (it writes openapi.yaml and then this file).
      expect(await readFile(join(CLIENT_DIR, 'openapi.d.ts'), 'utf8')).toBe(fresh);
      expect(fresh).toContain("'/api/decks/{id}': {");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('type-checks: its use compiles, and calls the document does not allow do not', () => {
    const use = join(CLIENT_DIR, 'use-the-api.ts');
    expect(typeErrors({ [use]: null })).toEqual([]);
    const misuse = join(CLIENT_DIR, 'misuse.ts');
    const errors = typeErrors({
      [misuse]: `import { apiClient } from './use-the-api.js';
        const api = apiClient('http://127.0.0.1');
        void api.GET('/api/decks/{id}', { params: { path: { id: 'seven' } } });
        void api.GET('/api/no-such-route');
        void api.POST('/api/login', { body: { username: 'nami' } });`,
    });
    expect(errors).toHaveLength(3);
  }, 60_000);

  it('queries cards', async () => {
    const leaders = await searchCards(api, 't:leader c:red');
    expect(leaders.length).toBeGreaterThan(0);
    for (const card of leaders) expect(card).toMatchObject({ normalizedType: 'LEADER', color: expect.stringContaining('Red') });
  });

  it('pages the deck gallery and follows the Link header to the next page, then reads a deck', async () => {
    const { first, second } = await twoGalleryPages(api, 2);
    expect(first).toMatchObject({ page: 1, pageSize: 2 });
    expect(first.total).toBeGreaterThan(2);
    expect(first.items).toHaveLength(2);
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: first.total });
    expect(second!.items.map((deck) => deck.id)).not.toEqual(expect.arrayContaining(first.items.map((deck) => deck.id)));

    const deck = await readDeck(api, first.items[0]!.id);
    expect(deck.name).toBe(first.items[0]!.name);
    expect(deck.cards.length).toBeGreaterThan(0);
  });

  it('logs in, and comments on a deck with the session', async () => {
    const refused = await logIn(apiClient(baseUrl), 'admin', 'wrong-password');
    expect(refused).toMatchObject({ status: 401, user: null, code: 'invalid_credentials' });
    const session = apiClient(baseUrl);
    const signedIn = await logIn(session, 'admin', 'admin-password');
    expect(signedIn).toMatchObject({ status: 200, user: { username: 'admin' } });

    const { first } = await twoGalleryPages(api, 1);
    const { written, page } = await commentOnDeck(session, first.items[0]!.id, 'Typed from the generated client');
    expect(written).toMatchObject({ content: 'Typed from the generated client' });
    expect(page.items.map((comment) => comment.id)).toContain(written.id);
  });

  it('answers an error a client can switch on, with its message in the asked language', async () => {
    const english = await missingDeck(api, 999_999);
    expect(english).toMatchObject({ status: 404, data: null, code: 'deck_not_found' });
    const italian = await missingDeck(apiClient(baseUrl, 'it'), 999_999);
    expect(italian).toMatchObject({ status: 404, code: 'deck_not_found' });
    expect(italian.message).toEqual(expect.any(String));
    expect(italian.message).not.toBe(english.message);
  });
});
