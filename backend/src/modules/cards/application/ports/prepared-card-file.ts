import type { EntryProblem } from '../../domain/card-import.js';

/** What parseCardImport said of a file read off the request path: fine, or why not. */
export type CardFileVerdict = { ok: true } | { ok: false; message: string; entries: EntryProblem[] };

/**
 * An import file already read, checked and parsed elsewhere than on the event loop (a worker thread,
 * ADR 0028): the request body of POST /api/cards/import. The service still decides, in the same order
 * as for a plain body, what to answer; writing upserts every card in one transaction, or nothing.
 */
export abstract class PreparedCardFile {
  abstract verdict(): CardFileVerdict;
  /** Inserts new codes and updates existing ones, all or nothing; how many were written. */
  abstract write(): Promise<number>;
}
