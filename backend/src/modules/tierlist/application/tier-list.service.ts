import { Injectable } from '@nestjs/common';
import { PublishedDeckSummariesQuery } from '../../decks/application/published-deck-summaries.query.js';
import { FormatsService } from '../../formats/application/formats.service.js';
import { checkPlaceable, type Tier, type TierListEntry } from '../domain/tier-list.js';
import { TierListRepository } from '../domain/tier-list.repository.js';
import { TierListEntryNotFoundError, UnknownTierListFormatError } from '../domain/tierlist.errors.js';

export interface PlaceDeckInput {
  deckId: number;
  format: string;
  tier: string;
  position?: number;
  notes?: string | null;
}

/**
 * The admin's tier-list changes. Each loads one format's board, applies the placement rules
 * (domain) and writes the result in one transaction; the API's write hook then drops the cached
 * tier list on every instance (tag 'tierlist', ADR 0049).
 */
@Injectable()
export class TierListService {
  constructor(
    private readonly entries: TierListRepository,
    private readonly decks: PublishedDeckSummariesQuery,
    private readonly formats: FormatsService,
  ) {}

  async place(input: PlaceDeckInput): Promise<TierListEntry> {
    const format = await this.formats.find(input.format);
    if (!format) throw new UnknownTierListFormatError(input.format);
    const deck = await this.decks.placeable(input.deckId);
    checkPlaceable(deck, format.code);
    const stored = await this.changed(format.code, (board) => board.place({ deckId: deck.id, tier: input.tier, position: input.position, notes: input.notes }));
    return stored.find((entry) => entry.deckId === deck.id)!;
  }

  async move(id: number, to: { tier: Tier; position: number }): Promise<TierListEntry> {
    const entry = await this.existing(id);
    const stored = await this.changed(entry.format, (board) => board.move(id, to));
    return this.found(stored, id);
  }

  async setNotes(id: number, notes: string): Promise<TierListEntry> {
    const entry = await this.existing(id);
    const stored = await this.changed(entry.format, (board) => board.setNotes(id, notes));
    return this.found(stored, id);
  }

  async remove(id: number): Promise<void> {
    const entry = await this.existing(id);
    await this.changed(entry.format, (board) => board.remove(id));
  }

  /**
   * A deleted deck's entries go with it (foreign key), leaving a hole in their tiers: renumber every
   * format that has one, so positions stay 1..n.
   */
  async closeGaps(): Promise<void> {
    const byFormat = new Map<string, TierListEntry[]>();
    for (const entry of await this.entries.list()) byFormat.set(entry.format, [...(byFormat.get(entry.format) ?? []), entry]);
    for (const [format, entries] of byFormat) {
      const gap = entries.some((entry, index) => {
        const previous = entries[index - 1];
        return entry.position !== (previous && previous.tier === entry.tier ? previous.position + 1 : 1);
      });
      // An empty change: loading the board renumbers, writing stores the new numbers.
      if (gap) await this.changed(format, () => undefined);
    }
  }

  private changed(format: string, apply: Parameters<TierListRepository['change']>[1]): Promise<TierListEntry[]> {
    return this.entries.change(format, apply);
  }

  private async existing(id: number): Promise<TierListEntry> {
    const entry = await this.entries.findById(id);
    if (!entry) throw new TierListEntryNotFoundError();
    return entry;
  }

  /** Removed by someone else between the two reads: not found. */
  private found(stored: TierListEntry[], id: number): TierListEntry {
    const entry = stored.find((candidate) => candidate.id === id);
    if (!entry) throw new TierListEntryNotFoundError();
    return entry;
  }
}
