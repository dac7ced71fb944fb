import { Injectable } from '@nestjs/common';
import { CardRepository } from '../../cards/domain/card.repository.js';
import type { Tier } from '../domain/deck.js';
import { DeckRepository } from '../domain/deck.repository.js';
import { leaderRef, leaderView, resolveStoredCards, type LeaderView } from './card-resolver.js';
import { DeckReadModel, type DeckSummaryRow } from './ports/deck-read-model.js';

/** A deck as a tile or a ranking shows it: no guide, no card list, the leader resolved. */
export interface PublishedDeckSummary {
  id: number;
  name: string;
  author: string;
  tier: Tier;
  format: string;
  priority: number;
  createdAt: Date;
  leader: LeaderView | null;
}

/**
 * Published decks by id, or all of one format, for the tier list (its public ranking, the admin's
 * deck picker, the demo seed): one projected query on decks and one on their leaders. Drafts are
 * never returned, so whatever is built from this drops a deck the moment it becomes a draft.
 */
@Injectable()
export class PublishedDeckSummariesQuery {
  constructor(
    private readonly reads: DeckReadModel,
    private readonly decks: DeckRepository,
    private readonly cards: CardRepository,
  ) {}

  async byIds(ids: readonly number[]): Promise<PublishedDeckSummary[]> {
    return this.withLeaders(await this.reads.publishedByIds(ids));
  }

  /**
   * What the tier list's placement rules look at, drafts included (they are refused with their own
   * reason). The tier list is curated: a community deck is none of its business (not found).
   */
  async placeable(id: number): Promise<{ id: number; format: string; isDraft: boolean } | null> {
    const deck = await this.decks.findById(id);
    return deck && deck.curated ? { id: deck.id, format: deck.format, isDraft: deck.isDraft || deck.hidden } : null;
  }

  /** Every published deck of a format, by priority (1 first) then newest. */
  async ofFormat(format: string): Promise<PublishedDeckSummary[]> {
    return this.withLeaders(await this.reads.publishedOfFormat(format));
  }

  private async withLeaders(rows: DeckSummaryRow[]): Promise<PublishedDeckSummary[]> {
    const resolve = await resolveStoredCards(this.cards, rows.map(leaderRef));
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      author: row.author,
      tier: row.tier,
      format: row.format,
      priority: row.priority,
      createdAt: row.createdAt,
      leader: leaderView(resolve(leaderRef(row))),
    }));
  }
}
