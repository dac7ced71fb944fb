import { DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from './database/data-source.js';
import { lockSqliteConnection } from './database/sqlite-connection-lock.js';
import { DemoSeedModule } from './database/seed/demo-seed.js';
import { AuditModule } from './modules/audit/audit.module.js';
import { BulkDataModule } from './modules/bulk-data/bulk-data.module.js';
import { CardsModule } from './modules/cards/cards.module.js';
import { DashboardModule } from './modules/dashboard/dashboard.module.js';
import { CommentsModule } from './modules/comments/comments.module.js';
import { ContentImagesModule } from './modules/content-images/content-images.module.js';
import { DecksModule } from './modules/decks/decks.module.js';
import { DeckyModule } from './modules/decky/decky.module.js';
import { SettingsModule } from './modules/settings/settings.module.js';
import { FavoritesModule } from './modules/favorites/favorites.module.js';
import { TierListModule } from './modules/tierlist/tierlist.module.js';
import { FormatsModule } from './modules/formats/formats.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { ModerationModule } from './modules/moderation/moderation.module.js';
import { NewsModule } from './modules/news/news.module.js';
import { TournamentsModule } from './modules/tournaments/tournaments.module.js';
import { SiteIndexModule } from './modules/site-index/site-index.controller.js';
import { UsersModule } from './modules/users/users.module.js';
import { AccessGuard } from './shared/auth/access.guard.js';
import { CacheModule } from './shared/cache/cache.module.js';
import { AppConfig } from './shared/config/app-config.js';
import { ConfigModule } from './shared/config/config.module.js';
import { DomainEventsModule } from './shared/events/domain-events.js';
import { ResponseCacheModule } from './shared/http/response-cache.module.js';
import { RateLimitModule } from './shared/http/rate-limit.module.js';
import { StorageModule } from './shared/storage/storage.module.js';
import { ObservabilityModule } from './shared/observability/observability.module.js';

@Module({})
export class AppModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.register(config),
        ObservabilityModule,
        StorageModule,
        DomainEventsModule,
        CacheModule,
        ResponseCacheModule,
        // Migrations run in createApp under a database lock (several instances may start at once; ADR 0021).
        // The embedded database's one connection takes one transaction at a time (ADR 0056).
        TypeOrmModule.forRootAsync({
          useFactory: () => ({ ...dataSourceOptions(config), migrationsRun: false, autoLoadEntities: true }),
          dataSourceFactory: async (options) => lockSqliteConnection(await new DataSource(options!).initialize()),
        }),
        RateLimitModule,
        HealthModule,
        UsersModule,
        CardsModule,
        FormatsModule,
        DecksModule,
        NewsModule,
        ContentImagesModule,
        CommentsModule,
        FavoritesModule,
        ModerationModule,
        TierListModule,
        TournamentsModule,
        DashboardModule,
        SettingsModule,
        DeckyModule,
        BulkDataModule,
        AuditModule,
        DemoSeedModule,
        // Last: its catch-all GET must not shadow API routes.
        SiteIndexModule,
      ],
      providers: [{ provide: APP_GUARD, useClass: AccessGuard }],
    };
  }
}
