/** Decky's phrases (docs/product.md#decky-phrases): a short text in one language and one category, shown while active. */
export const PHRASE_LANGUAGES = ['en', 'it'] as const;
export type PhraseLanguage = (typeof PHRASE_LANGUAGES)[number];

export const PHRASE_CATEGORIES = ['general', 'tip', 'cards', 'decks', 'fun'] as const;
export type PhraseCategory = (typeof PHRASE_CATEGORIES)[number];

/** A speech bubble, not an essay. */
export const MAX_PHRASE_LENGTH = 500;

export interface DeckyPhrase {
  id: number;
  text: string;
  language: PhraseLanguage;
  category: PhraseCategory;
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewDeckyPhrase {
  text: string;
  language: PhraseLanguage;
  category: PhraseCategory;
  isActive: boolean;
}

export interface PhraseFilter {
  language?: PhraseLanguage;
  category?: PhraseCategory;
  /** Visitors only ever see active phrases; admins see all. */
  activeOnly: boolean;
}

export function isPhraseLanguage(value: unknown): value is PhraseLanguage {
  return typeof value === 'string' && (PHRASE_LANGUAGES as readonly string[]).includes(value);
}

export function isPhraseCategory(value: unknown): value is PhraseCategory {
  return typeof value === 'string' && (PHRASE_CATEGORIES as readonly string[]).includes(value);
}

export type PhraseTextProblem = 'empty' | 'too_long';

/** Text is required (docs/product.md#decky-phrases): trimmed, not empty, at most MAX_PHRASE_LENGTH characters. */
export function checkPhraseText(text: string): { ok: true; text: string } | { ok: false; problem: PhraseTextProblem } {
  const trimmed = text.trim();
  if (!trimmed) return { ok: false, problem: 'empty' };
  if (trimmed.length > MAX_PHRASE_LENGTH) return { ok: false, problem: 'too_long' };
  return { ok: true, text: trimmed };
}
