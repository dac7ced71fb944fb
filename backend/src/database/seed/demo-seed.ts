import { Injectable, Logger, Module, OnApplicationBootstrap } from '@nestjs/common';
import { readFile } from 'node:fs/promises';
import { DataSource } from 'typeorm';
import { CardsModule } from '../../modules/cards/cards.module.js';
import type { NewCard } from '../../modules/cards/domain/card.js';
import { CardRepository } from '../../modules/cards/domain/card.repository.js';
import { DeckService } from '../../modules/decks/application/deck.service.js';
import { DecksModule } from '../../modules/decks/decks.module.js';
import { DeckRepository } from '../../modules/decks/domain/deck.repository.js';
import { DEMO_DECKS } from './demo-decks.js';
import { DemoNewsSeed, DemoNewsSeedModule } from './demo-news.js';
import { DemoTierListSeed, DemoTierListSeedModule } from './demo-tier-list.js';
import { PrivacyAndDeckySeed, PrivacyAndDeckySeedModule } from './demo-privacy-decky.js';
import { runUnderSeedLock } from './seed-lock.js';
import { Readiness } from '../../shared/observability/readiness.js';
import { CacheInvalidation } from '../../shared/cache/cache-invalidation.js';
import { AppConfig } from '../../shared/config/app-config.js';

/**
 * A new install should look alive: an empty database gets the cards of starter decks ST01–ST04
 * (real data, committed as the project's own fixture) and three decks built from them, one a draft.
 * Never touches a database that already has cards; instances starting at once seed it once (under
 * the 'opdecks_seed' lock on MySQL/MariaDB).
 */
@Injectable()
export class DemoSeed implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoSeed');

  constructor(
    private readonly config: AppConfig,
    private readonly cards: CardRepository,
    private readonly invalidation: CacheInvalidation,
    private readonly decks: DeckRepository,
    private readonly deckService: DeckService,
    private readonly demoTierList: DemoTierListSeed,
    private readonly demoNews: DemoNewsSeed,
    private readonly privacyAndDecky: PrivacyAndDeckySeed,
    private readonly dataSource: DataSource,
    private readonly readiness: Readiness,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // GET /api/health/ready answers 503 until this is done (ADR 0052).
    if (this.config.seedDemo) {
      // Instances starting together on an empty database seed it once (#32): the first one writes,
      // the others wait for the lock and then find every part already there.
      await runUnderSeedLock(this.dataSource, () => this.seed());
    }
    this.readiness.done('seeding');
  }

  /** Each part only where nothing of it is stored yet. */
  private async seed(): Promise<void> {
    let seeded = false;
    if ((await this.cards.count()) === 0) {
      const demoCards = JSON.parse(await readFile(new URL('./data/demo-cards.json', import.meta.url), 'utf8')) as NewCard[];
      const written = await this.cards.upsertMany(demoCards);
      this.logger.log(`Seeded ${written} demo cards`);
      if ((await this.decks.count()) === 0) await this.seedDecks();
      seeded = true;
    }
    seeded = (await this.demoTierList.seed()) || seeded;
    seeded = (await this.demoNews.seed()) || seeded;
    seeded = (await this.privacyAndDecky.run()) || seeded;
    // Written outside a request, so no write hook saw it: every cache, here and on the instances
    // already running, is dropped the way an API write drops them (ADR 0049).
    if (seeded) this.invalidation.invalidate('all');
  }

  /** Decks go through the same rules as the builder; a deck whose cards are missing is skipped. */
  private async seedDecks(): Promise<void> {
    let seeded = 0;
    for (const demo of DEMO_DECKS) {
      const list = await this.deckService.parseList(`1x${demo.leader}\n${demo.list}`);
      if (!list.leader || list.missing.length) continue;
      await this.deckService.create('site', {
        name: demo.name,
        author: demo.author,
        tier: demo.tier,
        format: demo.format,
        leaderId: list.leader.id,
        shortDescription: demo.shortDescription,
        description: demo.description,
        descriptionEn: demo.descriptionEn,
        videoUrl: null,
        matchups: demo.matchups,
        priority: demo.priority,
        isDraft: demo.isDraft,
        cards: list.cards.map(({ card, quantity }) => ({ cardId: card.id, quantity })),
      });
      seeded++;
    }
    if (seeded) this.logger.log(`Seeded ${seeded} demo decks`);
  }
}

@Module({ imports: [CardsModule, DecksModule, DemoTierListSeedModule, DemoNewsSeedModule, PrivacyAndDeckySeedModule], providers: [DemoSeed] })
export class DemoSeedModule {}
