export type CodeListResult = { ok: true; codes: string[] } | { ok: false; reason: 'blank' | 'noValidCodes' };

/** '3 ', '3x', '3 x ' before a code (or a line that is only a quantity): a quantity, as deck lists write it. */
const QUANTITY_PREFIX = /^\d+(\s*x\s*|\s+|$)/i;

/**
 * Automatic search input (docs/product.md#card-import-files): one code per line; lines are trimmed, a leading quantity ('3 ' or
 * '3x') is stripped, codes are uppercased and blank lines dropped. Anything after the code on the
 * same line (deck tools write '4 OP01-016 Nami') is ignored, and a code asked twice is searched once.
 */
export function parseCardCodes(text: string): CodeListResult {
  if (text.trim() === '') return { ok: false, reason: 'blank' };
  const codes: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const [code] = line.trim().replace(QUANTITY_PREFIX, '').trim().split(/\s+/);
    const upper = (code ?? '').toUpperCase();
    if (upper !== '' && !codes.includes(upper)) codes.push(upper);
  }
  return codes.length > 0 ? { ok: true, codes } : { ok: false, reason: 'noValidCodes' };
}

/** Splits the codes into those the database lacks (to search) and those it has (compared case-insensitively). */
export function splitByPresence(codes: readonly string[], existingCodes: Iterable<string>): { missing: string[]; present: string[] } {
  const existing = new Set<string>();
  for (const code of existingCodes) existing.add(code.toUpperCase());
  return {
    missing: codes.filter((code) => !existing.has(code.toUpperCase())),
    present: codes.filter((code) => existing.has(code.toUpperCase())),
  };
}

/** Percent = completed / total, rounded (docs/product.md#states-and-timings). */
export function progressPercent(completed: number, total: number): number {
  return total === 0 ? 0 : Math.round((completed / total) * 100);
}
