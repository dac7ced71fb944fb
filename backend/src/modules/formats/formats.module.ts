import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FormatsService } from './application/formats.service.js';
import { GameRulesService } from './application/game-rules.service.js';
import { FormatRepository } from './domain/format.repository.js';
import { FormatsController } from './infrastructure/http/formats.controller.js';
import { GameRulesController } from './infrastructure/http/game-rules.controller.js';
import { FormatOrmEntity } from './infrastructure/persistence/format.orm-entity.js';
import { TypeOrmFormatRepository } from './infrastructure/persistence/typeorm-format.repository.js';

@Module({
  imports: [TypeOrmModule.forFeature([FormatOrmEntity])],
  controllers: [FormatsController, GameRulesController],
  providers: [{ provide: FormatRepository, useClass: TypeOrmFormatRepository }, FormatsService, GameRulesService],
  exports: [FormatsService],
})
export class FormatsModule {}
