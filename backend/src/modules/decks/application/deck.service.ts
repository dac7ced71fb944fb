import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { DomainEvents } from '../../../shared/events/domain-events.js';
import { sanitizeRichText } from '../../../shared/html/rich-text.js';
import { isLeaderCard, type Card } from '../../cards/domain/card.js';
import { CardRepository } from '../../cards/domain/card.repository.js';
import { FormatsService } from '../../formats/application/formats.service.js';
import { copyName, validateDeck, type Deck, type DeckContent } from '../domain/deck.js';
import { canEdit, canRead, curationFor, DEFAULT_VISIBILITY, isAdmin, PLAYER_DECK_LIMITS, type Viewer, type Visibility } from '../domain/deck-access.js';
import { importDeckList, type DeckListImport } from '../domain/deck-list.js';
import { DeckRepository } from '../domain/deck.repository.js';
import {
  DeckCreationRateLimitedError,
  DeckLimitReachedError,
  DeckNotFoundError,
  EmptyDeckListError,
  IdempotencyKeyReusedError,
  InvalidDeckError,
  LeaderNotALeaderError,
  NotDeckOwnerError,
  UnknownDeckCardsError,
} from '../domain/decks.errors.js';

/** How long a save's Idempotency-Key is held: a retry within a day finds its deck; after that the key may be used again. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

const HOUR_MS = 60 * 60 * 1000;

/** What the builder sends: cards by id only; codes are looked up here; who owns it is the service's. */
export type DeckInput = Omit<DeckContent, 'leaderCode' | 'cards' | 'format' | 'ownerId' | 'curated' | 'copiedFromId' | 'visibility'> & {
  /** A known format's code; the current format when absent. */
  format?: string;
  cards: Array<{ cardId: number; quantity: number }>;
  /** A community deck's; absent, a new deck is private and a saved one keeps its own. Ignored for curated decks. */
  visibility?: Visibility;
};

/**
 * Who is saving: an admin (curated decks), a verified player (their community decks), or the site
 * itself (the demo seed: curated, no owner).
 */
export type DeckAuthor = Viewer | 'site';

/**
 * Creating, changing, copying and removing decks, with who may do it and a player's limits (ADR
 * 0061), and reading pasted deck lists for the builder.
 */
@Injectable()
export class DeckService {
  constructor(
    private readonly decks: DeckRepository,
    private readonly cards: CardRepository,
    private readonly events: DomainEvents,
    private readonly formats: FormatsService,
  ) {}

  /**
   * An admin's deck is curated, a player's a community deck (private unless they say otherwise),
   * counted against their limits. With an Idempotency-Key (issue 32 item 6), a save that already
   * created its deck (a retry after a lost answer) returns that deck instead of creating another;
   * the same key with a different body is a conflict. The key is written in the deck's own
   * transaction, so a committed save always has it.
   */
  async create(by: DeckAuthor, input: DeckInput, idempotencyKey?: string): Promise<Deck> {
    const owner = by === 'site' ? null : by;
    const curated = by === 'site' || isAdmin(by);
    const ownership = { ownerId: owner?.id ?? null, curated, copiedFromId: null, visibility: input.visibility ?? DEFAULT_VISIBILITY };
    if (idempotencyKey === undefined) {
      if (owner && !curated) await this.checkLimits(owner.id);
      return this.decks.create(await this.prepare(input, ownership, by));
    }
    const fingerprint = createHash('sha256')
      .update(JSON.stringify({ ...input, ownerId: ownership.ownerId }))
      .digest('hex');
    const since = new Date(Date.now() - IDEMPOTENCY_KEY_TTL_MS);
    const earlier = await this.createdWith(idempotencyKey, fingerprint, since);
    if (earlier) return earlier;
    if (owner && !curated) await this.checkLimits(owner.id);
    const content = await this.prepare(input, ownership, by);
    try {
      return await this.decks.create(content, { key: idempotencyKey, fingerprint, keysSince: since });
    } catch (error) {
      // Two saves with one key at once: the key's row refused the second, which answers the first's deck.
      const winner = await this.createdWith(idempotencyKey, fingerprint, since);
      if (winner) return winner;
      throw error;
    }
  }

  /** The owner of a community deck, or an admin; it stays curated or community, and keeps its owner. */
  async update(by: Viewer, id: number, input: DeckInput): Promise<Deck> {
    const existing = await this.editable(by, id);
    const ownership = {
      ownerId: existing.ownerId,
      curated: existing.curated,
      copiedFromId: existing.copiedFromId,
      visibility: input.visibility ?? existing.visibility,
    };
    const updated = await this.decks.update(id, await this.prepare(input, ownership, by));
    if (!updated) throw new DeckNotFoundError();
    return updated;
  }

  /**
   * A deck's visibility alone (PATCH /api/decks/{id}), with the access rules of a save: nothing else
   * is sent, checked again or changed. A curated deck is always public (its draft flag hides it): its
   * visibility is ignored, as in a save.
   */
  async changeVisibility(by: Viewer, id: number, visibility: Visibility): Promise<void> {
    const existing = await this.editable(by, id);
    if (existing.curated || existing.visibility === visibility) return;
    const { id: _id, createdAt: _created, updatedAt: _updated, hidden: _hidden, ...content } = existing;
    if (!(await this.decks.update(id, { ...content, visibility }))) throw new DeckNotFoundError();
  }

  async delete(by: Viewer, id: number): Promise<void> {
    await this.editable(by, id);
    await this.remove(id);
  }

  /**
   * A copy of a deck the caller may read, theirs (issue 34 item 5): a player's is a private community
   * deck, counted against their limits; an admin's a curated draft named "<name> (copia)" or "(copy)"
   * in the admin's language (ADR 0075: it sits beside its source in "Gestione Mazzi"). It remembers its source.
   */
  async copy(by: Viewer, id: number, language: 'it' | 'en' = 'en'): Promise<Deck> {
    const source = await this.decks.findById(id);
    if (!source || !canRead(source, by)) throw new DeckNotFoundError();
    const curated = isAdmin(by);
    if (!curated) await this.checkLimits(by.id);
    const { id: _id, createdAt: _created, updatedAt: _updated, hidden: _hidden, ...content } = source;
    const name = curated ? copyName(source.name, language) : source.name;
    return this.decks.create(
      curationFor(curated, { ...content, name, ownerId: by.id, curated, copiedFromId: source.id, visibility: DEFAULT_VISIBILITY, isDraft: true }),
    );
  }

  /**
   * A deleted account's community decks go with it (its curated decks stay, without an owner), and
   * the decks it favourited count one favourite less (its favourites go by foreign key).
   */
  async deleteCommunityDecksOf(userId: number): Promise<void> {
    for (const id of await this.decks.communityDeckIdsOf(userId)) await this.remove(id);
    await this.decks.recountFavoritesWithout(userId);
  }

  /**
   * An admin hides a deck (moderation, docs/product.md#moderation) or restores it: hidden, it is read
   * by its owner and admins only and listed nowhere; restored, it is listed again as listingOf() says.
   */
  async setHidden(id: number, hidden: boolean): Promise<void> {
    if (!(await this.decks.setHidden(id, hidden))) throw new DeckNotFoundError();
  }

  /** A favourite was added to or removed from this deck (the favorites module): its kept count follows. */
  async favoritesChanged(deckId: number): Promise<void> {
    await this.decks.recountFavorites(deckId);
  }

  private async remove(id: number): Promise<void> {
    if (!(await this.decks.delete(id))) throw new DeckNotFoundError();
    // Favourites go by foreign key; comments (which point at decks or news) are told.
    await this.events.publish({ name: 'content.deleted', contentType: 'deck', contentId: id });
  }

  /** A deck the caller may change: one they may not read is not found (nothing leaks), one they may read but not change is refused. */
  private async editable(by: Viewer, id: number): Promise<Deck> {
    const deck = await this.decks.findById(id);
    if (!deck || !canRead(deck, by)) throw new DeckNotFoundError();
    if (!canEdit(deck, by)) throw new NotDeckOwnerError();
    return deck;
  }

  /** A player's limits (docs/product.md#limits): decks owned, then decks created in the last hour. */
  private async checkLimits(ownerId: number): Promise<void> {
    if ((await this.decks.countOwnedBy(ownerId)) >= PLAYER_DECK_LIMITS.decks) throw new DeckLimitReachedError(PLAYER_DECK_LIMITS.decks);
    const now = Date.now();
    const recent = await this.decks.createdSince(ownerId, new Date(now - HOUR_MS));
    if (recent.length >= PLAYER_DECK_LIMITS.creationsPerHour) {
      // Free again when the oldest creation that counts is an hour old.
      const oldest = recent[recent.length - PLAYER_DECK_LIMITS.creationsPerHour];
      throw new DeckCreationRateLimitedError(PLAYER_DECK_LIMITS.creationsPerHour, Math.max(1, Math.ceil((oldest.getTime() + HOUR_MS - now) / 1000)));
    }
  }

  async parseList(text: string): Promise<DeckListImport> {
    if (!text.trim()) throw new EmptyDeckListError();
    const cards = await this.cards.findAll();
    return importDeckList(text, cards);
  }

  /**
   * Validates the product rules, refuses unknown cards, stores codes beside ids and sanitises both
   * guides; curation fields only on curated decks; a player's guides within their size.
   */
  private async prepare(
    input: DeckInput,
    ownership: Pick<DeckContent, 'ownerId' | 'curated' | 'copiedFromId' | 'visibility'>,
    by: DeckAuthor,
  ): Promise<DeckContent> {
    const ids = [...new Set([...(input.leaderId !== null ? [input.leaderId] : []), ...input.cards.map((card) => card.cardId)])];
    const known = new Map((await this.cards.findByIdsOrCodes(ids, [])).map((card): [number, Card] => [card.id, card]));
    const format = input.format ? await this.formats.find(input.format) : await this.formats.current();
    const content: DeckContent = curationFor(ownership.curated, {
      ...input,
      ...ownership,
      format: format?.code ?? input.format ?? '',
      name: input.name.trim(),
      author: input.author.trim(),
      shortDescription: input.shortDescription.trim(),
      description: sanitizeRichText(input.description),
      descriptionEn: sanitizeRichText(input.descriptionEn),
      shortDescriptionIt: input.shortDescriptionIt?.trim() ?? '',
      leaderCode: input.leaderId !== null ? (known.get(input.leaderId)?.code ?? null) : null,
      cards: input.cards.map((card) => ({ cardId: card.cardId, cardCode: known.get(card.cardId)?.code ?? '', quantity: card.quantity })),
    });
    const problems = validateDeck(content);
    if (by !== 'site' && !isAdmin(by)) {
      const max = PLAYER_DECK_LIMITS.guideCharacters;
      if (content.description.length > max)
        problems.push({ field: 'description', code: 'too_long', max, message: `A guide may have at most ${max} characters` });
      if (content.descriptionEn.length > max)
        problems.push({ field: 'description_en', code: 'too_long', max, message: `A guide may have at most ${max} characters` });
    }
    // Which formats exist is data (the formats module), not a constant.
    if (!format) problems.push({ field: 'format', code: 'invalidFormat', message: 'Unknown format' });
    if (problems.length) throw new InvalidDeckError(problems);
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length) throw new UnknownDeckCardsError(unknown);
    if (!isLeaderCard(known.get(input.leaderId!)!)) throw new LeaderNotALeaderError();
    return content;
  }

  /** The deck this key created within the last day, if that deck still exists. */
  private async createdWith(key: string, fingerprint: string, since: Date): Promise<Deck | null> {
    const creation = await this.decks.findCreation(key, since);
    if (!creation) return null;
    if (creation.fingerprint !== fingerprint) throw new IdempotencyKeyReusedError();
    return this.decks.findById(creation.deckId);
  }
}
