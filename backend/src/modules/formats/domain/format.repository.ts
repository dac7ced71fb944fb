import type { Format, FormatContent } from './format.js';

/** Port: where formats live. The TypeORM adapter and the in-memory one pass the same contract suite. */
export abstract class FormatRepository {
  /** Every format, newest first. */
  abstract list(): Promise<Format[]>;
  abstract find(code: string): Promise<Format | null>;
  /** Adds a format that is not current; returns null when the code is taken. */
  abstract create(format: FormatContent): Promise<Format | null>;
  /** Changes name, legal sets and ban list; null when the code is unknown. */
  abstract update(code: string, changes: Omit<FormatContent, 'code'>): Promise<Format | null>;
  abstract delete(code: string): Promise<boolean>;
  /** Makes this format the only current one, in one transaction; false when the code is unknown. */
  abstract setCurrent(code: string): Promise<boolean>;
}
