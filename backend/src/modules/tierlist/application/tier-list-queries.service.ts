import { Injectable } from '@nestjs/common';
import { PublishedDeckSummariesQuery, type PublishedDeckSummary } from '../../decks/application/published-deck-summaries.query.js';
import type { Format } from '../../formats/domain/format.js';
import { FormatsService } from '../../formats/application/formats.service.js';
import { TIERS } from '../domain/tier-list.js';
import { TierListRepository } from '../domain/tier-list.repository.js';
import { UnknownTierListFormatError } from '../domain/tierlist.errors.js';
import type { TierListFormatView, TierListView } from './tier-list-view.js';

/**
 * The public tier list, read by every visitor of /tier-list and of the home page, changed by admins:
 * built from three small queries (entries, their published decks, the leaders); the answer is cached
 * at the HTTP edge (ADR 0059). Drafts are filtered out while building, so a deck turned into a draft
 * leaves it at once.
 */
@Injectable()
export class TierListQueriesService {
  constructor(
    private readonly entries: TierListRepository,
    private readonly decks: PublishedDeckSummariesQuery,
    private readonly formats: FormatsService,
  ) {}

  /** Every format's tier list, the current format first; or only `format`'s (an unknown one is an UnknownTierListFormatError). */
  async tierList(format?: string): Promise<TierListView> {
    const known = await this.formats.list();
    const wanted = (format ?? '').trim().toUpperCase();
    return this.build(known, wanted === '' ? '' : this.knownCode(known, wanted));
  }

  /** Published decks of a format not yet in its tier list (the admin's picker), by priority then newest. */
  async candidates(format: string): Promise<PublishedDeckSummary[]> {
    const code = this.knownCode(await this.formats.list(), format);
    const placed = new Set((await this.entries.list(code)).map((entry) => entry.deckId));
    return (await this.decks.ofFormat(code)).filter((deck) => !placed.has(deck.id));
  }

  private knownCode(known: Format[], format: string): string {
    const wanted = format.trim().toUpperCase();
    const match = known.find((candidate) => candidate.code === wanted);
    if (!match) throw new UnknownTierListFormatError(format);
    return match.code;
  }

  private async build(known: Format[], only: string): Promise<TierListView> {
    const current = known.find((format) => format.isCurrent);
    const shown = known.filter((format) => !only || format.code === only).sort((a, b) => Number(b.isCurrent) - Number(a.isCurrent));
    const entries = only ? await this.entries.list(only) : await this.entries.list();
    const published = new Map((await this.decks.byIds(entries.map((entry) => entry.deckId))).map((deck): [number, PublishedDeckSummary] => [deck.id, deck]));
    const views: TierListFormatView[] = shown.map((format) => ({
      code: format.code,
      name: format.name,
      isCurrent: format.isCurrent,
      tiers: TIERS.map((tier) => ({
        tier,
        entries: entries.flatMap((entry) => {
          const deck = published.get(entry.deckId);
          // Drafts (absent from `published`) and decks moved to another format are not shown.
          return entry.format === format.code && entry.tier === tier && deck && deck.format === format.code ? [{ entry, deck }] : [];
        }),
      })),
    }));
    return { currentFormat: current?.code ?? '', formats: views };
  }
}
