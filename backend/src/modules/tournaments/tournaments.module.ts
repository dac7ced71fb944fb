import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CardsModule } from '../cards/cards.module.js';
import { FormatsModule } from '../formats/formats.module.js';
import { MetaQueriesService } from './application/meta-queries.service.js';
import { TournamentsService } from './application/tournaments.service.js';
import { TournamentRepository } from './domain/tournament.repository.js';
import { MetaController } from './infrastructure/http/meta.controller.js';
import { TournamentsController } from './infrastructure/http/tournaments.controller.js';
import { TournamentEventOrmEntity, TournamentGameOrmEntity, TournamentStandingOrmEntity } from './infrastructure/persistence/tournament.orm-entity.js';
import { TypeOrmTournamentRepository } from './infrastructure/persistence/typeorm-tournament.repository.js';

/** Tournament results and the meta built from them (issue 35 item 4, ADR 0063). */
@Module({
  imports: [TypeOrmModule.forFeature([TournamentEventOrmEntity, TournamentStandingOrmEntity, TournamentGameOrmEntity]), CardsModule, FormatsModule],
  controllers: [TournamentsController, MetaController],
  providers: [{ provide: TournamentRepository, useClass: TypeOrmTournamentRepository }, TournamentsService, MetaQueriesService],
})
export class TournamentsModule {}
