import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DeckyService } from './application/decky.service.js';
import { DeckyPhraseRepository } from './domain/decky-phrase.repository.js';
import { DeckyController } from './infrastructure/http/decky.controller.js';
import { DeckyPhraseOrmEntity } from './infrastructure/persistence/decky-phrase.orm-entity.js';
import { TypeOrmDeckyPhraseRepository } from './infrastructure/persistence/typeorm-decky-phrase.repository.js';

/** Decky the mascot's phrases (ADR 0014). */
@Module({
  imports: [TypeOrmModule.forFeature([DeckyPhraseOrmEntity])],
  controllers: [DeckyController],
  providers: [{ provide: DeckyPhraseRepository, useClass: TypeOrmDeckyPhraseRepository }, DeckyService],
  exports: [DeckyService],
})
export class DeckyModule {}
