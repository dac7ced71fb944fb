import type { DeckyPhrase, NewDeckyPhrase, PhraseFilter } from './decky-phrase.js';

/** Port: Decky's phrases. */
export abstract class DeckyPhraseRepository {
  /** Oldest first (by id). */
  abstract list(filter: PhraseFilter): Promise<DeckyPhrase[]>;
  abstract find(id: number): Promise<DeckyPhrase | null>;
  abstract create(phrase: NewDeckyPhrase): Promise<DeckyPhrase>;
  abstract createMany(phrases: NewDeckyPhrase[]): Promise<number>;
  /** null when there is no such phrase. */
  abstract setActive(id: number, isActive: boolean): Promise<DeckyPhrase | null>;
  /** false when there was no such phrase. */
  abstract delete(id: number): Promise<boolean>;
  abstract count(): Promise<number>;
}
