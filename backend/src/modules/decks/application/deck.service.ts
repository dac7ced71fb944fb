import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { DomainEvents } from '../../../shared/events/domain-events.js';
import { sanitizeRichText } from '../../../shared/html/rich-text.js';
import { isLeaderCard, type Card } from '../../cards/domain/card.js';
import { CardRepository } from '../../cards/domain/card.repository.js';
import { FormatsService } from '../../formats/application/formats.service.js';
import { validateDeck, type Deck, type DeckContent } from '../domain/deck.js';
import { importDeckList, type DeckListImport } from '../domain/deck-list.js';
import { DeckRepository } from '../domain/deck.repository.js';
import {
  DeckNotFoundError,
  EmptyDeckListError,
  IdempotencyKeyReusedError,
  InvalidDeckError,
  LeaderNotALeaderError,
  UnknownDeckCardsError,
} from '../domain/decks.errors.js';

/** How long a save's Idempotency-Key is held: a retry within a day finds its deck; after that the key may be used again. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** What the builder sends: cards by id only; codes are looked up here. */
export type DeckInput = Omit<DeckContent, 'leaderCode' | 'cards' | 'format'> & {
  /** A known format's code; the current format when absent. */
  format?: string;
  cards: Array<{ cardId: number; quantity: number }>;
};

/** Creating, changing and removing decks (admin), and reading pasted deck lists for the builder. */
@Injectable()
export class DeckService {
  constructor(
    private readonly decks: DeckRepository,
    private readonly cards: CardRepository,
    private readonly events: DomainEvents,
    private readonly formats: FormatsService,
  ) {}

  /**
   * With an Idempotency-Key (issue 32 item 6), a save that already created its deck (a retry after a
   * lost answer) returns that deck instead of creating another; the same key with a different body is
   * a conflict. The key is written in the deck's own transaction, so a committed save always has it.
   */
  async create(input: DeckInput, idempotencyKey?: string): Promise<Deck> {
    if (idempotencyKey === undefined) return this.decks.create(await this.prepare(input));
    const fingerprint = createHash('sha256').update(JSON.stringify(input)).digest('hex');
    const since = new Date(Date.now() - IDEMPOTENCY_KEY_TTL_MS);
    const earlier = await this.createdWith(idempotencyKey, fingerprint, since);
    if (earlier) return earlier;
    const content = await this.prepare(input);
    try {
      return await this.decks.create(content, { key: idempotencyKey, fingerprint, keysSince: since });
    } catch (error) {
      // Two saves with one key at once: the key's row refused the second, which answers the first's deck.
      const winner = await this.createdWith(idempotencyKey, fingerprint, since);
      if (winner) return winner;
      throw error;
    }
  }

  async update(id: number, input: DeckInput): Promise<Deck> {
    const updated = await this.decks.update(id, await this.prepare(input));
    if (!updated) throw new DeckNotFoundError();
    return updated;
  }

  async delete(id: number): Promise<void> {
    if (!(await this.decks.delete(id))) throw new DeckNotFoundError();
    // Favourites go by foreign key; comments (which point at decks or news) are told.
    await this.events.publish({ name: 'content.deleted', contentType: 'deck', contentId: id });
  }

  async parseList(text: string): Promise<DeckListImport> {
    if (!text.trim()) throw new EmptyDeckListError();
    const cards = await this.cards.findAll();
    return importDeckList(text, cards);
  }

  /** Validates the SPEC rules, refuses unknown cards, stores codes beside ids and sanitises both guides. */
  private async prepare(input: DeckInput): Promise<DeckContent> {
    const ids = [...new Set([...(input.leaderId !== null ? [input.leaderId] : []), ...input.cards.map((card) => card.cardId)])];
    const known = new Map((await this.cards.findByIdsOrCodes(ids, [])).map((card): [number, Card] => [card.id, card]));
    const format = input.format ? await this.formats.find(input.format) : await this.formats.current();
    const content: DeckContent = {
      ...input,
      format: format?.code ?? input.format ?? '',
      name: input.name.trim(),
      author: input.author.trim(),
      shortDescription: input.shortDescription.trim(),
      description: sanitizeRichText(input.description),
      descriptionEn: sanitizeRichText(input.descriptionEn),
      leaderCode: input.leaderId !== null ? (known.get(input.leaderId)?.code ?? null) : null,
      cards: input.cards.map((card) => ({ cardId: card.cardId, cardCode: known.get(card.cardId)?.code ?? '', quantity: card.quantity })),
    };
    const problems = validateDeck(content);
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
