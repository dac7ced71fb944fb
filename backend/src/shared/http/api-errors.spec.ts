import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_CODES } from '../domain/error-codes.js';
import type { DomainErrorKind } from '../domain/domain-error.js';
import { API_ERRORS_KEY, ApiErrors, ERROR_STATUS } from './api-errors.js';
import { STATUS_BY_KIND } from './domain-error.filter.js';

const SRC = join(process.cwd(), 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.spec\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** Each DomainError subclass of the sources as `code kind` (both are written `readonly code = '…'`, `readonly kind = '…'`). */
function domainErrors(): Array<{ name: string; code: string; kind: DomainErrorKind }> {
  return sourceFiles(SRC).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/class (\w+) extends DomainError \{([\s\S]*?)\n\}/g)].flatMap(([, name, body]) => {
      const code = /readonly code = '(\w+)'/.exec(body!)?.[1];
      const kind = /readonly kind = '(\w+)'/.exec(body!)?.[1];
      return code && kind ? [{ name: name!, code, kind: kind as DomainErrorKind }] : [];
    }),
  );
}

describe('ERROR_STATUS (ADR 0068)', () => {
  it('has a status for every code', () => {
    expect(ERROR_CODES.filter((code) => ERROR_STATUS[code] === undefined)).toEqual([]);
  });

  it("gives each domain error's code the status its kind answers with", () => {
    const errors = domainErrors();
    expect(errors.length).toBeGreaterThan(60);
    const wrong = errors
      .filter(({ code, kind }) => ERROR_STATUS[code as keyof typeof ERROR_STATUS] !== STATUS_BY_KIND[kind])
      .map(
        ({ name, code, kind }) =>
          `${name}: ${code} is ${String(ERROR_STATUS[code as keyof typeof ERROR_STATUS])}, its kind ${kind} answers ${STATUS_BY_KIND[kind]}`,
      );
    expect(wrong).toEqual([]);
  });

  it('adds up the codes of several @ApiErrors on one handler (a decorator of its own may list some)', () => {
    class Handlers {
      @ApiErrors('conflict')
      @ApiErrors('deck_not_found', 'conflict')
      handle() {}
    }
    expect(Reflect.getMetadata(API_ERRORS_KEY, Handlers.prototype.handle)).toEqual(['deck_not_found', 'conflict']);
  });
});
