import { Injectable, Logger, Module } from '@nestjs/common';
import { PublishedDeckSummariesQuery } from '../../modules/decks/application/published-deck-summaries.query.js';
import { DecksModule } from '../../modules/decks/decks.module.js';
import { FormatsService } from '../../modules/formats/application/formats.service.js';
import { FormatsModule } from '../../modules/formats/formats.module.js';
import { TierListRepository } from '../../modules/tierlist/domain/tier-list.repository.js';
import { TierListModule } from '../../modules/tierlist/tierlist.module.js';

/**
 * The demo tier list: with an empty tier_list table, the published decks of the current format are
 * ranked in the tier their deck says, by priority (1 first) then newest, so the home page's meta
 * overview and /tier-list are alive on a fresh start. Runs after the decks seed.
 */
@Injectable()
export class DemoTierListSeed {
  private readonly logger = new Logger('DemoSeed');

  constructor(
    private readonly entries: TierListRepository,
    private readonly decks: PublishedDeckSummariesQuery,
    private readonly formats: FormatsService,
  ) {}

  /** True when it placed decks (DemoSeed then drops the caches). */
  async seed(): Promise<boolean> {
    if ((await this.entries.list()).length > 0) return false;
    const format = (await this.formats.list()).find((candidate) => candidate.isCurrent);
    if (!format) return false;
    // Already by priority, then newest: appending keeps that order inside each tier.
    const decks = await this.decks.ofFormat(format.code);
    if (!decks.length) return false;
    await this.entries.change(format.code, (board) => {
      for (const deck of decks) board.place({ deckId: deck.id, tier: deck.tier });
    });
    this.logger.log(`Placed ${decks.length} demo decks in the ${format.code} tier list`);
    return true;
  }
}

@Module({ imports: [DecksModule, FormatsModule, TierListModule], providers: [DemoTierListSeed], exports: [DemoTierListSeed] })
export class DemoTierListSeedModule {}
