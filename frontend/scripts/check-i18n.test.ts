import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = join(dirname(fileURLToPath(import.meta.url)), 'check-i18n.mjs');

type Catalogue = Record<string, string>;
interface Fixture {
  it?: Catalogue;
  en?: Catalogue;
  adminIt?: Catalogue;
  adminEn?: Catalogue;
  builderIt?: Catalogue;
  builderEn?: Catalogue;
  /** Source files by path under src/. */
  sources?: Record<string, string>;
}

/** Runs the check on a catalogue folder and a source folder of its own. */
function runCheck({
  it = { 'a.shared': 'A' },
  en = { 'a.shared': 'A' },
  adminIt = { 'admin.x': 'X' },
  adminEn = { 'admin.x': 'X' },
  builderIt = { 'builder.y': 'Y' },
  builderEn = { 'builder.y': 'Y' },
  sources = {},
}: Fixture) {
  const root = mkdtempSync(join(tmpdir(), 'check-i18n-'));
  const i18n = join(root, 'i18n');
  const src = join(root, 'src');
  mkdirSync(i18n);
  for (const [file, messages] of Object.entries({
    'it.json': it,
    'en.json': en,
    'admin.it.json': adminIt,
    'admin.en.json': adminEn,
    'builder.it.json': builderIt,
    'builder.en.json': builderEn,
  })) {
    writeFileSync(join(i18n, file), JSON.stringify(messages));
  }
  for (const [path, text] of Object.entries({ 'main.ts': '', ...sources })) {
    mkdirSync(dirname(join(src, path)), { recursive: true });
    writeFileSync(join(src, path), text);
  }
  return spawnSync(process.execPath, [script, '--i18n', i18n, '--src', src], { encoding: 'utf8' });
}

describe('check-i18n', () => {
  it('passes on the real catalogues and code', () => {
    const result = spawnSync(process.execPath, [script], { encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/i18n check passed: it\.json \d+ keys, en\.json \d+ keys, admin\.it\.json \d+ keys, admin\.en\.json \d+ keys/);
  });

  it('fails listing the keys missing from either file of the public pair', () => {
    const result = runCheck({ it: { 'a.shared': 'A', 'only.it': 'Solo' }, en: { 'a.shared': 'A', 'only.en': 'Only' } });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('it.json: missing key "only.en"');
    expect(result.stderr).toContain('en.json: missing key "only.it"');
  });

  it("checks the back office's pair the same way: keys and placeholders", () => {
    const result = runCheck({
      adminIt: { 'admin.x': 'X', 'admin.count': '{shown} di {total}' },
      adminEn: { 'admin.x': 'X', 'admin.count': '{shown} of {all}', 'admin.only.en': 'Only' },
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('admin.it.json: missing key "admin.only.en"');
    expect(result.stderr).toContain('"admin.count" has different placeholders: admin.it.json {shown,total}, admin.en.json {all,shown}');
  });

  it('fails when a translation uses different placeholders', () => {
    const result = runCheck({ it: { count: '{shown} di {total}' }, en: { count: '{shown} of {all}' } });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('"count" has different placeholders');
  });

  it('keeps admin.* ids in the back office catalogues and every other id out of them', () => {
    const result = runCheck({
      it: { 'a.shared': 'A', 'admin.stray': 'Perso' },
      en: { 'a.shared': 'A', 'admin.stray': 'Lost' },
      adminIt: { 'admin.x': 'X', 'home.title': 'Casa' },
      adminEn: { 'admin.x': 'X', 'home.title': 'Home' },
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('"admin.stray" does not belong in the public catalogues');
    expect(result.stderr).toContain('"home.title" does not belong in the back office catalogues');
  });

  it('fails when public code uses a back-office id, which visitors never load; the back office may use both', () => {
    const result = runCheck({
      sources: {
        'features/home/Home.tsx': `intl.formatMessage({ id: 'admin.x' }); <FormattedMessage id="a.shared" />`,
        'admin/Tab.tsx': `intl.formatMessage({ id: 'admin.x' }); intl.formatMessage({ id: 'a.shared' });`,
      },
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`src/features/home/Home.tsx uses the back office's "admin.x"`);
    expect(result.stderr).not.toContain('src/admin/Tab.tsx');
  });

  it('fails when the back office names an admin.* id that no catalogue has', () => {
    const result = runCheck({ sources: { 'admin/Tab.tsx': `intl.formatMessage({ id: 'admin.missing' })` } });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('src/admin/Tab.tsx uses "admin.missing", which no catalogue has');
  });

  it('passes when every id is used from its own catalogue, and ignores tests', () => {
    const result = runCheck({
      sources: {
        'features/home/Home.tsx': `<FormattedMessage id="a.shared" />`,
        'admin/Tab.tsx': `intl.formatMessage({ id: 'admin.x' })`,
        'features/home/Home.test.tsx': `expect(en['admin.x'])`,
      },
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('2 uses in the code');
  });

  it("keeps the deck builder's ids in their own pair, used only by the back office and src/deck-builder", () => {
    const result = runCheck({
      builderIt: { 'builder.y': 'Y', 'builder.z': 'Z' },
      builderEn: { 'builder.y': 'Y', 'builder.z': 'Z', 'other.id': 'O' },
      sources: {
        'deck-builder/Builder.tsx': "intl.formatMessage({ id: 'builder.y' });",
        'admin/Tab.tsx': "intl.formatMessage({ id: 'builder.z' });",
        'features/decks/Page.tsx': "intl.formatMessage({ id: 'builder.z' });",
      },
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('"other.id" does not belong in the deck builder catalogues');
    expect(result.stderr).toContain('src/features/decks/Page.tsx uses the deck builder\'s "builder.z"');
    expect(result.stderr).not.toContain('Builder.tsx');
    expect(result.stderr).not.toContain('admin/Tab.tsx');
  });
});
