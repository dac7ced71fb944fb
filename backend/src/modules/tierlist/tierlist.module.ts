import { Module, OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DomainEvents } from '../../shared/events/domain-events.js';
import { DecksModule } from '../decks/decks.module.js';
import { FormatsModule } from '../formats/formats.module.js';
import { TierListQueriesService } from './application/tier-list-queries.service.js';
import { TierListService } from './application/tier-list.service.js';
import { TierListRepository } from './domain/tier-list.repository.js';
import { TierListController } from './infrastructure/http/tier-list.controller.js';
import { TierListOrmEntity } from './infrastructure/persistence/tier-list.orm-entity.js';
import { TypeOrmTierListRepository } from './infrastructure/persistence/typeorm-tier-list.repository.js';

@Module({
  imports: [TypeOrmModule.forFeature([TierListOrmEntity]), DecksModule, FormatsModule],
  controllers: [TierListController],
  providers: [{ provide: TierListRepository, useClass: TypeOrmTierListRepository }, TierListService, TierListQueriesService],
  exports: [TierListRepository, TierListService, TierListQueriesService],
})
export class TierListModule implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly tierList: TierListService,
  ) {}

  /**
   * A deleted deck's entries go by foreign key: the others close the gap. (The cached tier list is
   * dropped by the deck write itself, tag 'decks', like every cache built from decks: ADR 0059.)
   */
  onModuleInit(): void {
    this.events.subscribe('content.deleted', async (event) => {
      if (event.contentType !== 'deck') return;
      await this.tierList.closeGaps();
    });
  }
}
