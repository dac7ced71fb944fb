import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DETAIL_CODES, ERROR_CODES } from './error-codes.js';

/**
 * ADR 0024: every code the API can answer is listed in error-codes.ts (and so in openapi.yaml, where
 * the client's catalogue test reads them). Types make most codes go through the lists; this scan
 * finds the ones they cannot see: raw answers, union types of problem codes, lists of problems.
 */
const SRC = join(process.cwd(), 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return /^(seed|migrations)$/.test(entry.name) ? [] : sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.(spec|int-spec|contract)\.ts$/.test(entry.name) ? [path] : [];
  });
}

const quoted = (text: string) => [...text.matchAll(/'([^']+)'/g)].map((match) => match[1]);

/** The codes a source text answers, as { errors, details }. */
export function codesIn(text: string): { errors: string[]; details: string[] } {
  const errors = [
    ...[...text.matchAll(/readonly code = '([^']+)'/g)].map((match) => match[1]),
    ...[...text.matchAll(/statusCode: \d+, code: '([^']+)'/g)].map((match) => match[1]),
    // Answers written before Nest's filter (CSRF, 405, rate limits, /uploads): shared/http/error-messages.ts's sendError.
    ...[...text.matchAll(/sendError\(\w+, \w+, \d+, '([^']+)'/g)].map((match) => match[1]),
  ];
  const details = [
    // Detail objects: { field, code: '…' } on one line (problem pushes, guards). A code is one word: a column
    // name beside a sort field (`code: 'c.code'`) is not one.
    ...text.split('\n').flatMap((line) => (/\bfield\b/.test(line) ? [...line.matchAll(/\bcode: '(\w+)'/g)].map((match) => match[1]) : [])),
    // Union types of problem codes and refusal reasons (a legality problem is not a refusal: it comes with a 200).
    ...[...text.matchAll(/type (?!Legality)\w*ProblemCode =\s*('\w+'(?:\s*\|\s*'\w+')*)/g)].flatMap((match) => quoted(match[1])),
    ...[...text.matchAll(/reason: ('\w+'(?:\s*\|\s*'\w+')+)/g)].flatMap((match) => quoted(match[1])),
    // Lists of problem codes (QUERY_PROBLEMS).
    ...[...text.matchAll(/const \w+_PROBLEMS = \[([^\]]*)\]/g)].flatMap((match) => quoted(match[1])),
  ];
  return { errors, details };
}

describe('error codes (ADR 0024)', () => {
  const files = sourceFiles(SRC);
  const found = files.map((file) => ({ file: relative(SRC, file), ...codesIn(readFileSync(file, 'utf8')) }));

  it('reads the sources and finds their codes', () => {
    expect(files.length).toBeGreaterThan(100);
    const all = found.flatMap(({ errors, details }) => [...errors, ...details]);
    for (const code of [
      'deck_not_found',
      'csrf_origin_refused',
      'too_many_requests',
      'deckNameRequired',
      'title_required',
      'unclosed_quote',
      'username_reserved',
    ])
      expect(all).toContain(code);
  });

  it('lists every code an error answer can carry', () => {
    const missing = found.flatMap(({ file, errors }) =>
      errors.filter((code) => !(ERROR_CODES as readonly string[]).includes(code)).map((code) => `${file}: ${code}`),
    );
    expect(missing).toEqual([]);
  });

  it('lists every code a refusal can give in its details', () => {
    const missing = found.flatMap(({ file, details }) =>
      details.filter((code) => !(DETAIL_CODES as readonly string[]).includes(code)).map((code) => `${file}: ${code}`),
    );
    expect(missing).toEqual([]);
  });

  it('lists each code once', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    expect(new Set(DETAIL_CODES).size).toBe(DETAIL_CODES.length);
  });

  it('recognises the ways a code is written', () => {
    const sample = [
      "export class X extends DomainError { readonly code = 'brand_new'; }",
      "response.status(403).json({ statusCode: 403, code: 'raw_answer', message: 'x' })",
      "problems.push({ field: 'name', code: 'newRule' });",
      "export type ThingProblemCode = 'one' | 'two';",
      "constructor(reason: 'first' | 'second') {",
      "export const THING_PROBLEMS = ['alpha', 'beta'] as const;",
      "export type LegalityProblemCode = 'noLeader' | 'deckSize';",
      "const FIELDS = { code: 'code' };",
    ].join('\n');
    expect(codesIn(sample)).toEqual({ errors: ['brand_new', 'raw_answer'], details: ['newRule', 'one', 'two', 'first', 'second', 'alpha', 'beta'] });
  });
});
