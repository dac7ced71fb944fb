import { Injectable } from '@nestjs/common';
import { CacheInvalidation } from '../../../shared/cache/cache-invalidation.js';
import { cacheJson, type CachedResponse } from '../../../shared/http/cached-response.js';
import { PublishedDeckSummariesQuery, type PublishedDeckSummary } from '../../decks/application/published-deck-summaries.query.js';
import type { Format } from '../../formats/domain/format.js';
import { FormatsService } from '../../formats/application/formats.service.js';
import { TIERS } from '../domain/tier-list.js';
import { TierListRepository } from '../domain/tier-list.repository.js';
import { UnknownTierListFormatError } from '../domain/tierlist.errors.js';
import { TierListPresenter } from './ports/tier-list-presenter.js';
import type { TierListFormatView, TierListView } from './tier-list-view.js';

/**
 * The public tier list, read by every visitor of /tier-list and of the home page, changed by admins.
 * Built from three small queries (entries, their published decks, the leaders), serialised and
 * compressed once, and cached until a write of what it shows (the tier list, decks, cards or
 * formats), here or on another instance (CacheInvalidation, ADR 0049). Drafts are filtered out
 * while building, so a deck turned into a draft leaves it at once.
 */
@Injectable()
export class TierListQueriesService {
  /** Keyed by the format asked for ('' = all); only known formats are ever keys. */
  private cache = new Map<string, Promise<CachedResponse>>();

  constructor(
    private readonly entries: TierListRepository,
    private readonly decks: PublishedDeckSummariesQuery,
    private readonly formats: FormatsService,
    private readonly presenter: TierListPresenter,
    invalidation: CacheInvalidation,
  ) {
    // Entries, their decks (renamed, unpublished, deleted), the leaders' cards, the formats' names and order.
    invalidation.register(['tierlist', 'decks', 'cards', 'formats'], () => {
      this.cache = new Map();
    });
  }

  async tierListResponse(format?: string): Promise<CachedResponse> {
    const key = (format ?? '').trim().toUpperCase();
    let cached = this.cache.get(key);
    if (!cached) {
      const known = await this.formats.list();
      const code = key === '' ? '' : this.knownCode(known, key);
      const building = this.build(known, code).then((view) => cacheJson(this.presenter.present(view)));
      cached = building;
      this.cache.set(code, building);
      // A failed build must not poison the cache.
      building.catch(() => {
        if (this.cache.get(code) === building) this.cache.delete(code);
      });
    }
    return cached;
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
