import { Module } from '@nestjs/common';
import { DecksModule } from '../decks/decks.module.js';
import { NewsModule } from '../news/news.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { ModulesPageContentLookup, PageContentLookup } from './page-content.lookup.js';
import { PageRenderer, ReactPageRenderer } from './page-renderer.js';
import { SpaController } from './spa.controller.js';

/** Imported last: its catch-all route must come after every API route. */
@Module({
  imports: [DecksModule, NewsModule, SettingsModule],
  controllers: [SpaController],
  providers: [
    { provide: PageContentLookup, useClass: ModulesPageContentLookup },
    { provide: PageRenderer, useClass: ReactPageRenderer },
  ],
})
export class SpaModule {}
