import { DEFAULT_TIER, PRIORITY, type Deck, type Visibility } from './deck.js';

export { VISIBILITIES, type Visibility } from './deck.js';

/*
 * Decks owned by players (issue 34, ADR 0061). A deck is either curated (an admin's: drafts and
 * published, tier and priority, the product's gallery, the home page and the tier list) or a community
 * deck (a player's: private, unlisted or public).
 */

/** A player's new deck, and a copy: seen by its owner alone until they share it. */
export const DEFAULT_VISIBILITY: Visibility = 'private';

/** The galleries a deck can be listed in: `GET /api/decks/page?source=`. */
export const DECK_SOURCES = ['curated', 'community', 'all'] as const;
export type DeckSource = (typeof DECK_SOURCES)[number];
export type Listing = Exclude<DeckSource, 'all'>;

/** Limits of a player's decks (docs/product.md#limits); admins have none. */
export const PLAYER_DECK_LIMITS = {
  /** Decks a player may own at once. */
  decks: 200,
  /** Decks a player may create (saves and copies) in an hour. */
  creationsPerHour: 30,
  /** Characters of each guide (Italian, English) a player may save, sanitised HTML. */
  guideCharacters: 50_000,
} as const;

/** Who is asking: the session's actor, or nobody. */
export interface Viewer {
  id: number;
  roles: readonly string[];
}

/** What the access rules look at. */
export type DeckAccessFacts = Pick<Deck, 'ownerId' | 'curated' | 'visibility' | 'isDraft' | 'hidden'>;

export const isAdmin = (viewer: Viewer | null | undefined): boolean => Boolean(viewer?.roles.includes('admin'));
const owns = (deck: Pick<Deck, 'ownerId'>, viewer: Viewer | null | undefined) => viewer !== null && viewer !== undefined && deck.ownerId === viewer.id;

/**
 * Who may read a deck (its page, exports, picture, comments, favourite): admins every deck; its
 * owner their own (hidden or not); everyone else a published curated deck, or a community deck that
 * is unlisted (by its link) or public, unless an admin hid it.
 */
export function canRead(deck: DeckAccessFacts, viewer: Viewer | null | undefined): boolean {
  if (isAdmin(viewer) || owns(deck, viewer)) return true;
  if (deck.hidden) return false;
  return deck.curated ? !deck.isDraft : deck.visibility !== 'private';
}

/** Readable by anyone at all (no session): such answers may be shared by caches. */
export const isReadableByEveryone = (deck: DeckAccessFacts): boolean => canRead(deck, null);

/** Who may change or delete a deck: admins any; a player their own community decks (a curated deck is the admins'). */
export function canEdit(deck: Pick<Deck, 'ownerId' | 'curated'>, viewer: Viewer | null | undefined): boolean {
  return isAdmin(viewer) || (!deck.curated && owns(deck, viewer));
}

/**
 * The gallery a deck is listed in, kept in the `listing` column on every write: curated when an
 * admin's deck is published, community when a player's deck is public, none otherwise (drafts,
 * private and unlisted decks, hidden decks).
 */
export function listingOf(deck: DeckAccessFacts): Listing | null {
  if (deck.hidden) return null;
  if (deck.curated) return deck.isDraft ? null : 'curated';
  return deck.visibility === 'public' ? 'community' : null;
}

/**
 * Curation (tier, priority, draft flag) belongs to curated decks: a community deck keeps the
 * defaults whatever a save sends (ADR 0061: ignored, not refused, so one builder serves both), and
 * its visibility says who sees it. A curated deck's visibility is always public (its draft flag hides it).
 */
export function curationFor<T extends { tier: Deck['tier']; priority: number; isDraft: boolean; visibility: Visibility }>(curated: boolean, content: T): T {
  if (curated) return { ...content, visibility: 'public' };
  return { ...content, tier: DEFAULT_TIER, priority: PRIORITY.default, isDraft: false };
}
