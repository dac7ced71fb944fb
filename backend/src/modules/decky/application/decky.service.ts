import { Injectable } from '@nestjs/common';
import type { Actor } from '../../../shared/domain/actor.js';
import { checkPhraseText, type DeckyPhrase, type NewDeckyPhrase, type PhraseCategory, type PhraseLanguage } from '../domain/decky-phrase.js';
import { DeckyPhraseRepository } from '../domain/decky-phrase.repository.js';
import { InvalidPhraseError, PhraseNotFoundError } from '../domain/decky.errors.js';

/** Decky's phrases: visitors read the active ones, admins read all and write (ADR 0014). */
@Injectable()
export class DeckyService {
  constructor(private readonly phrases: DeckyPhraseRepository) {}

  list(filter: { language?: PhraseLanguage; category?: PhraseCategory }, actor: Actor | undefined): Promise<DeckyPhrase[]> {
    return this.phrases.list({ ...filter, activeOnly: !actor?.roles.includes('admin') });
  }

  async create(phrase: NewDeckyPhrase): Promise<DeckyPhrase> {
    const text = checkPhraseText(phrase.text);
    if (!text.ok)
      throw new InvalidPhraseError(text.problem === 'empty' ? 'The text is required' : 'The text is too long', [
        { field: 'text', code: text.problem === 'empty' ? 'required' : 'too_long' },
      ]);
    return this.phrases.create({ ...phrase, text: text.text });
  }

  async setActive(id: number, isActive: boolean): Promise<DeckyPhrase> {
    const updated = await this.phrases.setActive(id, isActive);
    if (!updated) throw new PhraseNotFoundError();
    return updated;
  }

  async remove(id: number): Promise<void> {
    if (!(await this.phrases.delete(id))) throw new PhraseNotFoundError();
  }

  /** Demo seed: only into an empty table. */
  async seed(phrases: NewDeckyPhrase[]): Promise<number> {
    if ((await this.phrases.count()) > 0) return 0;
    return this.phrases.createMany(phrases.map((phrase) => ({ ...phrase, text: phrase.text.trim() })));
  }
}
