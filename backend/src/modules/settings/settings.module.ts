import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SettingsService } from './application/settings.service.js';
import { SiteSettingRepository } from './domain/site-setting.repository.js';
import { SettingsController } from './infrastructure/http/settings.controller.js';
import { SiteSettingOrmEntity } from './infrastructure/persistence/site-setting.orm-entity.js';
import { TypeOrmSiteSettingRepository } from './infrastructure/persistence/typeorm-site-setting.repository.js';

/** Site-wide settings: for now the privacy policy in Italian and English (ADR 0014). */
@Module({
  imports: [TypeOrmModule.forFeature([SiteSettingOrmEntity])],
  controllers: [SettingsController],
  providers: [{ provide: SiteSettingRepository, useClass: TypeOrmSiteSettingRepository }, SettingsService],
  exports: [SettingsService],
})
export class SettingsModule {}
