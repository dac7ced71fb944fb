import { Injectable, Logger, Module, OnApplicationBootstrap } from '@nestjs/common';
import { readFile } from 'node:fs/promises';
import { CardsModule } from '../../modules/cards/cards.module.js';
import { CardQueriesService } from '../../modules/cards/application/card-queries.service.js';
import type { NewCard } from '../../modules/cards/domain/card.js';
import { CardRepository } from '../../modules/cards/domain/card.repository.js';
import { AppConfig } from '../../shared/config/app-config.js';

/**
 * A new install should look alive: an empty database gets the cards of starter decks ST01–ST04
 * (real data, committed as the project's own fixture). Never touches a database that has cards.
 */
@Injectable()
export class DemoSeed implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoSeed');

  constructor(
    private readonly config: AppConfig,
    private readonly cards: CardRepository,
    private readonly cardQueries: CardQueriesService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemo) return;
    if ((await this.cards.count()) === 0) {
      const demoCards = JSON.parse(await readFile(new URL('./data/demo-cards.json', import.meta.url), 'utf8')) as NewCard[];
      const written = await this.cards.upsertMany(demoCards);
      this.cardQueries.invalidate();
      this.logger.log(`Seeded ${written} demo cards`);
    }
  }
}

@Module({ imports: [CardsModule], providers: [DemoSeed] })
export class DemoSeedModule {}
