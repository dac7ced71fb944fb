import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Public } from '../../shared/auth/access-policy.js';
import { AppConfig } from '../../shared/config/app-config.js';
import { DomainError } from '../../shared/domain/domain-error.js';
import { cacheText, type CachedResponse } from '../../shared/http/cached-response.js';
import { ResponseCache } from '../../shared/http/response-cache.js';
import { PageContentLookup } from './page-content.lookup.js';
import { PageRenderer, type PageAnswers, type RenderedPage } from './page-renderer.js';
import {
  classifyPath,
  deckPageMeta,
  languageFor,
  MetaLanguage,
  newsPageMeta,
  notFoundPageMeta,
  PageDataManifest,
  PageMeta,
  pagePreloads,
  pageScripts,
  PageScriptsManifest,
  pageShell,
  PageShellsManifest,
  privatePageMeta,
  renderIndexHtml,
  robotsTxt,
  sitemapPaths,
  sitemapXml,
  splitLanguagePrefix,
  staticPageMeta,
} from './page-meta.js';

class RouteNotFoundError extends DomainError {
  readonly code = 'not_found';
  readonly kind = 'not_found';
}

const HTML = 'text/html; charset=utf-8';
/** Static and private pages: (language, prefix, page) combinations are few; the cap is only a guard. */
const MAX_CACHED_PAGES = 500;

const isAdmin = (request: Request) => Boolean(request.user?.roles.includes('admin'));

/** The API's answers a page is server-rendered with (ADR 0045), and the addresses the page would otherwise read them from (as page-data.json writes them). */
interface FirstScreen {
  answers: PageAnswers;
  addresses: string[];
}
type DrawnPage = RenderedPage & { addresses: string[] };

/** The SPEC pages the server draws with the API's answers (ADR 0045). */
const DRAWN_WITH_ANSWERS: Record<string, (content: PageContentLookup, language: MetaLanguage) => Promise<FirstScreen>> = {
  '/news': async (content) => ({ answers: { newsList: await content.newsList() }, addresses: ['/api/news?'] }),
  '/privacy': async (content, language) => ({
    answers: { privacyPolicy: await content.privacyPolicy(language) },
    addresses: [`/api/settings/privacy_policy?language=${language}`],
  }),
};

/**
 * Serves the single-page app for every path no API route claimed, with the page's own metadata in
 * the head (issue 12), the right status (404 for unknown paths and missing decks or news), and
 * robots.txt and sitemap.xml. Unknown /api and /uploads paths get the JSON 404 instead.
 */
@ApiExcludeController()
@Controller()
export class SpaController {
  private template: string | null | undefined;
  private pageData: PageDataManifest | null = null;
  private scriptsManifest: PageScriptsManifest | null = null;
  private shellsManifest: PageShellsManifest | null = null;
  /**
   * Rendered and compressed HTML of the static and private pages by language and path: addresses
   * that differ only in their query share these bytes, so odd queries cost no new rendering.
   */
  private readonly pages = new Map<string, Promise<CachedResponse>>();

  constructor(
    private readonly config: AppConfig,
    private readonly content: PageContentLookup,
    private readonly cache: ResponseCache,
    private readonly renderer: PageRenderer,
  ) {}

  @Get('robots.txt')
  @Public()
  robots(@Res() response: Response): void {
    response.setHeader('Cache-Control', 'public, max-age=3600');
    response.type('text/plain; charset=utf-8').send(robotsTxt(this.config.publicUrl));
  }

  @Get('sitemap.xml')
  @Public()
  async sitemap(@Res() response: Response): Promise<void> {
    // Two id-only queries: cheap, and always current after a deck or news write.
    const [deckIds, newsIds] = await Promise.all([this.content.publishedDeckIds(), this.content.publishedNewsIds()]);
    response.setHeader('Cache-Control', 'no-cache');
    response.type('application/xml; charset=utf-8').send(sitemapXml(this.config.publicUrl, sitemapPaths(deckIds, newsIds)));
  }

  @Get('{*path}')
  @Public()
  async serveApp(@Req() request: Request, @Res() response: Response): Promise<void> {
    if (request.path === '/api' || request.path.startsWith('/api/') || request.path.startsWith('/uploads/')) {
      throw new RouteNotFoundError(`Cannot GET ${request.path}`);
    }
    const template = this.loadTemplate();
    if (template === null) throw new RouteNotFoundError('The front end is not built: run npm run build');

    const language = languageFor(request.path, request.headers['accept-language'], request.headers.cookie);
    const { language: prefix, path: bare } = splitLanguagePrefix(request.path);
    // One address per page for og:url and the cache: no trailing slash, the prefix kept.
    const path = prefix ? (bare === '/' ? `/${prefix}` : `/${prefix}${bare}`) : bare;
    response.vary('Accept-Language');
    response.vary('Cookie');
    const page = classifyPath(bare);

    const readAnswers = page.kind === 'static' && !prefix ? DRAWN_WITH_ANSWERS[page.path] : undefined;
    if (readAnswers) {
      // Server-rendered with the API's answers: cached until a write changes them (news and the settings drop every cached page).
      const meta = staticPageMeta(bare, language)!;
      await this.cache.respond(request, response, { tags: ['news', 'pages'], byLanguage: true }, async () =>
        cacheText(this.render(template, meta, language, path, await this.draw(await readAnswers(this.content, language), language, path)), HTML),
      );
      return;
    }
    if (page.kind === 'static' || page.kind === 'private') {
      // The same for everyone in a language: cached by the ResponseCache (the front door answers next time).
      await this.cache.respond(request, response, { tags: ['pages'], byLanguage: true }, () => {
        const key = `${language}|${path}`;
        let cached = this.pages.get(key);
        if (!cached) {
          const meta = page.kind === 'static' ? staticPageMeta(page.path, language)! : privatePageMeta(language);
          cached = cacheText(this.render(template, meta, language, path), HTML);
          if (this.pages.size < MAX_CACHED_PAGES) this.pages.set(key, cached);
        }
        return cached;
      });
      return;
    }

    const { meta, firstScreen } = (await this.detail(page, language, isAdmin(request))) ?? {};
    if (meta && !meta.noindex) {
      // A published deck or news page: its head (and an article's drawing) is the same for everyone until the content changes.
      await this.cache.respond(request, response, { tags: ['decks', 'news', 'cards', 'pages'], byLanguage: true }, async () =>
        cacheText(this.render(template, meta, language, path, firstScreen && (await this.draw(firstScreen, language, path))), HTML),
      );
      return;
    }
    response.setHeader('Cache-Control', 'no-cache');
    if (!meta) {
      // The SPA renders its not-found page for this path too; the status tells crawlers the truth.
      response
        .status(404)
        .type(HTML)
        .send(this.render(template, notFoundPageMeta(language), language, path));
      return;
    }
    response.type(HTML).send(this.render(template, meta, language, path));
  }

  private async detail(
    page: ReturnType<typeof classifyPath>,
    language: MetaLanguage,
    admin: boolean,
  ): Promise<{ meta: PageMeta; firstScreen?: FirstScreen } | null> {
    if (page.kind === 'deck') {
      const deck = await this.content.deck(page.id, admin);
      return deck && { meta: { ...deckPageMeta(deck, language), noindex: deck.isDraft || undefined } };
    }
    if (page.kind === 'news') {
      const news = await this.content.news(page.id, admin);
      return (
        news && {
          meta: { ...newsPageMeta(news, language), noindex: news.isDraft || undefined },
          firstScreen: { answers: { news: news.answer }, addresses: [`/api/news/${page.id}`] },
        }
      );
    }
    return null;
  }

  /** A page server-rendered with the API's answers (ADR 0045); none at a language-prefixed address, which redirects in the browser. */
  private async draw(firstScreen: FirstScreen, language: MetaLanguage, path: string): Promise<DrawnPage | undefined> {
    const { language: prefix, path: bare } = splitLanguagePrefix(path);
    if (prefix) return undefined;
    const page = await this.renderer.render(bare, language, firstScreen.answers);
    return page ? { ...page, addresses: firstScreen.addresses } : undefined;
  }

  private render(template: string, meta: PageMeta, language: MetaLanguage, path: string, drawn?: DrawnPage): string {
    const { language: prefix, path: bare } = splitLanguagePrefix(path);
    // Language-prefixed addresses redirect in the browser: their reads come after, from another page.
    const opens = !meta.noindex && !prefix;
    // The answers a page was server-rendered with come inside it, not as reads of their own.
    const preloads = opens ? pagePreloads(this.pageData, path, language).filter((address) => !drawn?.addresses.includes(address)) : [];
    // The page's chunks and messages: for every page that shows, in the language it shows in.
    const scripts = pageScripts(this.scriptsManifest, bare, language);
    const shell = opens ? (drawn?.html ?? pageShell(this.shellsManifest, bare, language, meta.heroImage)) : null;
    const boot = this.scriptsManifest?.boot;
    return renderIndexHtml(template, {
      meta,
      language,
      publicUrl: this.config.publicUrl,
      path,
      preloads,
      scripts,
      shell,
      boot,
      firstScreenData: drawn?.dataScript,
    });
  }

  private loadTemplate(): string | null {
    if (this.template === undefined) {
      try {
        this.template = readFileSync(join(this.config.frontendDist, 'index.html'), 'utf8');
        this.pageData = readManifest<PageDataManifest>(join(this.config.frontendDist, 'page-data.json'), 'pages');
        this.scriptsManifest = readManifest<PageScriptsManifest>(join(this.config.frontendDist, 'page-scripts.json'), 'pages', 'catalogues');
        this.shellsManifest = readManifest<PageShellsManifest>(join(this.config.frontendDist, 'page-shells.json'), 'shells');
      } catch {
        this.template = null;
      }
    }
    return this.template;
  }
}

/** One of the front end's page manifests; none (no preloads) when missing or unreadable. */
function readManifest<T extends object>(file: string, ...requiredKeys: (keyof T)[]): T | null {
  try {
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as T;
    return manifest && requiredKeys.every((key) => typeof manifest[key] === 'object' && manifest[key] !== null) ? manifest : null;
  } catch {
    return null;
  }
}
