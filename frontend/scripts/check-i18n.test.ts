import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = join(dirname(fileURLToPath(import.meta.url)), 'check-i18n.mjs');

function runCheck(...files: string[]) {
  return spawnSync(process.execPath, [script, ...files], { encoding: 'utf8' });
}

function writeCatalogues(it: Record<string, string>, en: Record<string, string>): [string, string] {
  const dir = mkdtempSync(join(tmpdir(), 'check-i18n-'));
  const itFile = join(dir, 'it.json');
  const enFile = join(dir, 'en.json');
  writeFileSync(itFile, JSON.stringify(it));
  writeFileSync(enFile, JSON.stringify(en));
  return [itFile, enFile];
}

describe('check-i18n', () => {
  it('passes on the real catalogues', () => {
    const result = runCheck();
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/i18n check passed/);
  });

  it('fails listing the keys missing from either file', () => {
    const result = runCheck(...writeCatalogues({ 'a.shared': 'A', 'only.it': 'Solo' }, { 'a.shared': 'A', 'only.en': 'Only' }));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('it.json: missing key "only.en"');
    expect(result.stderr).toContain('en.json: missing key "only.it"');
  });

  it('fails when a translation uses different placeholders', () => {
    const result = runCheck(...writeCatalogues({ count: '{shown} di {total}' }, { count: '{shown} of {all}' }));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('"count" has different placeholders');
  });
});
