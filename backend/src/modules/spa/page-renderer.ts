import { Injectable, Logger } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { AppConfig } from '../../shared/config/app-config.js';
import type { MetaLanguage } from './page-meta.js';

/** A page server-rendered with its data: the HTML for #root and the element carrying the data to the app. */
export interface RenderedPage {
  html: string;
  dataScript: string;
}

/**
 * The API answers a page is server-rendered with, by the names the front end's FirstScreenData gives them: `news`
 * (GET /api/news/{id}), `newsList` (GET /api/news), `privacyPolicy` (GET /api/settings/privacy_policy).
 */
export type PageAnswers = Partial<Record<'news' | 'newsList' | 'privacyPolicy', unknown>>;

/**
 * Port: draws a page as the front end does, with the API's answers it opens with (ADR 0045), so the
 * HTML shows the content before any script. Null when it cannot: the page then opens with the
 * build's shell, as every other page.
 */
export abstract class PageRenderer {
  abstract render(path: string, language: MetaLanguage, answers: PageAnswers): Promise<RenderedPage | null>;
}

/** What frontend/src/app/page-shell.tsx exports, built for Node by the front end's build. */
interface FrontEndRenderer {
  renderPageShell(path: string, language: MetaLanguage, data: PageAnswers): Promise<string>;
  firstScreenDataScript(data: PageAnswers): string;
}

/** Drawings cached by their inputs: the published pages server-rendered with answers, in two languages, and some to spare. */
const KEPT_DRAWINGS = 200;

/**
 * The adapter: the front end's own React components, as `npm run build` leaves them for Node beside
 * its dist (frontend/dist-server/page-shell.mjs, not served). Loaded on the first page it draws.
 */
@Injectable()
export class ReactPageRenderer extends PageRenderer {
  private readonly logger = new Logger(ReactPageRenderer.name);
  private renderer?: Promise<FrontEndRenderer | null>;
  /**
   * A drawing holds the event loop for about 10 ms. The ResponseCache keeps pages by their whole address,
   * so every new query string (?fbclid=…, or any a client makes up) would draw the page again: the
   * same path, language and answers give the same drawing, cached here. A changed answer is a new key.
   */
  private readonly drawings = new LRUCache<string, Promise<RenderedPage | null>>({ max: KEPT_DRAWINGS });

  constructor(private readonly config: AppConfig) {
    super();
  }

  render(path: string, language: MetaLanguage, answers: PageAnswers): Promise<RenderedPage | null> {
    const key = createHash('sha256')
      .update(JSON.stringify([path, language, answers]))
      .digest('base64');
    let drawing = this.drawings.get(key);
    if (!drawing) {
      drawing = this.draw(path, language, answers);
      this.drawings.set(key, drawing);
    }
    return drawing;
  }

  private async draw(path: string, language: MetaLanguage, answers: PageAnswers): Promise<RenderedPage | null> {
    const renderer = await (this.renderer ??= this.load());
    if (!renderer) return null;
    try {
      return { html: await renderer.renderPageShell(path, language, answers), dataScript: renderer.firstScreenDataScript(answers) };
    } catch (error) {
      // The page still opens, as it did before the server drew articles.
      this.logger.error(`Could not draw ${path} (${language}): ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }

  private async load(): Promise<FrontEndRenderer | null> {
    const file = join(this.config.frontendDist, '..', 'dist-server', 'page-shell.mjs');
    if (!existsSync(file)) return null;
    try {
      return (await import(pathToFileURL(file).href)) as FrontEndRenderer;
    } catch (error) {
      this.logger.error(`Could not load the page renderer ${file}: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }
}
