import type { DeckDraft } from './deck-draft';

/**
 * The builder's unsaved work, kept in this browser per deck being edited (ADR 0016): a deck's id,
 * 'new' for the deck being created in the back office, or 'player-new' for the one a player creates (issue 34). It survives tab switches and reloads, is restored when that
 * deck is opened again, and is dropped on save or when the admin discards the changes.
 */
export type DraftKey = number | 'new' | 'player-new';

const PREFIX = 'opdecks.builder.draft.';
const VERSION = 1;

interface Stored {
  version: number;
  draft: DeckDraft;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage disabled: the builder still works, without keeping drafts
  }
}

function looksLikeDraft(value: unknown): value is DeckDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return (
    typeof draft.name === 'string' &&
    typeof draft.author === 'string' &&
    Array.isArray(draft.cards) &&
    Array.isArray(draft.matchups) &&
    typeof draft.description === 'string' &&
    typeof draft.description_en === 'string'
  );
}

export function loadStoredDraft(key: DraftKey): DeckDraft | null {
  const raw = storage()?.getItem(PREFIX + key);
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Stored;
    return stored.version === VERSION && looksLikeDraft(stored.draft) ? stored.draft : null;
  } catch {
    return null;
  }
}

export function storeDraft(key: DraftKey, draft: DeckDraft): void {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify({ version: VERSION, draft } satisfies Stored));
  } catch {
    // quota exceeded: keep working; the page-leave prompt still protects the changes
  }
}

export function clearStoredDraft(key: DraftKey): void {
  storage()?.removeItem(PREFIX + key);
}
