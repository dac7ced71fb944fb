import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  absoluteUrl,
  alternateLinks,
  classifyPath,
  deckPageMeta,
  languageFor,
  newsPageMeta,
  notFoundPageMeta,
  pagePreloads,
  pageScripts,
  pageShell,
  renderIndexHtml,
  robotsTxt,
  sitemapPaths,
  sitemapXml,
  splitLanguagePrefix,
  staticPageMeta,
  STATIC_PAGES,
} from './page-meta.js';

const PUBLIC_URL = 'https://decks.example.org';
const TEMPLATE =
  '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <title>OP Decks</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>';

const deck = {
  name: 'Straw Hat Rush',
  description: '<h2>Piano di gioco</h2><p>Attacca <strong>subito</strong> con Luffy. Poi chiudi.</p>',
  descriptionEn: '<p>Attack <em>early</em> with Luffy &amp; friends! Then close the game.</p>',
  shortDescription: 'Fast red',
  leaderImageUrl: '/uploads/cards/st01-001.png',
  leaderImagePath: '/api/card-images/ST01-001?v=abc',
};

describe('page metadata', () => {
  it('has its own title, description, keywords and image for every public path (docs/product.md#page-metadata) in both languages', () => {
    const paths = ['/', '/cards', '/cards/syntax', '/decks', '/news', '/tier-list', '/print', '/privacy', '/auth'];
    expect(Object.keys(STATIC_PAGES).sort()).toEqual([...paths].sort());
    for (const language of ['it', 'en'] as const) {
      const titles = paths.map((path) => staticPageMeta(path, language)!.title);
      expect(new Set(titles).size).toBe(paths.length);
      for (const path of paths) {
        const meta = staticPageMeta(path, language)!;
        expect(meta.description.length).toBeGreaterThan(20);
        // Within the SPEC's cut, so the client's equal messages (checked below) are used as they are.
        expect(STATIC_PAGES[path][language].description.length).toBeLessThanOrEqual(157);
        expect(meta.description).toBe(STATIC_PAGES[path][language].description);
        expect(meta.keywords).toContain('One Piece Card Game');
        expect(meta.image).toBe('/og-image.png');
        expect(meta.type).toBe('website');
      }
    }
    expect(staticPageMeta('/cards', 'it')!.title).toBe('Database carte – OP Decks');
    expect(staticPageMeta('/cards', 'en')!.title).toBe('Card database – OP Decks');
  });

  it('splits the language prefix and picks the language from it, then from the stored choice, then from Accept-Language', () => {
    expect(splitLanguagePrefix('/it/decks/4/')).toEqual({ language: 'it', path: '/decks/4' });
    expect(splitLanguagePrefix('/en')).toEqual({ language: 'en', path: '/' });
    expect(splitLanguagePrefix('/english')).toEqual({ language: null, path: '/english' });
    expect(languageFor('/it/cards', 'en-GB')).toBe('it');
    expect(languageFor('/en', 'it-IT')).toBe('en');
    expect(languageFor('/cards', 'it-IT,it;q=0.9')).toBe('it');
    expect(languageFor('/cards', undefined)).toBe('en');
    expect(languageFor('/cards', 'en-GB', 'session=abc; language=it')).toBe('it');
    expect(languageFor('/cards', 'it-IT', 'language=en')).toBe('en');
    expect(languageFor('/en/cards', 'it-IT', 'language=it')).toBe('en');
    // Not a choice: another cookie's name ending in "language", or a value the site does not have.
    expect(languageFor('/cards', 'en-GB', 'uilanguage=it; language=de')).toBe('en');
  });

  it('tells static, detail, private and unknown paths apart', () => {
    expect(classifyPath('/en/tier-list/')).toEqual({ kind: 'static', path: '/tier-list' });
    expect(classifyPath('/it/decks/4')).toEqual({ kind: 'deck', id: 4 });
    expect(classifyPath('/news/12')).toEqual({ kind: 'news', id: 12 });
    expect(classifyPath('/admin')).toEqual({ kind: 'private', path: '/admin' });
    expect(classifyPath('/decks/abc')).toEqual({ kind: 'unknown' });
    expect(classifyPath('/nonexistent')).toEqual({ kind: 'unknown' });
  });

  it('gives a deck page its name, leader image and the first sentence of the guide in the language', () => {
    expect(deckPageMeta(deck, 'en')).toMatchObject({
      title: 'Straw Hat Rush – OP Decks',
      description: 'Attack early with Luffy & friends!',
      image: '/uploads/cards/st01-001.png',
      type: 'website',
    });
    expect(deckPageMeta(deck, 'it').description).toBe('Attacca subito con Luffy.');
    // No English guide: the Italian one; no guide at all: the short description; no leader: the site image.
    expect(deckPageMeta({ ...deck, descriptionEn: null }, 'en').description).toBe('Attacca subito con Luffy.');
    expect(deckPageMeta({ ...deck, description: null, descriptionEn: '', leaderImageUrl: null }, 'it')).toMatchObject({
      description: 'Fast red',
      image: '/og-image.png',
    });
    expect(deckPageMeta({ ...deck, descriptionEn: `<p>${'word '.repeat(60)}</p>` }, 'en').description).toMatch(/^.{157}\.\.\.$/);
  });

  it('types a news page as an article with its image, localised title and text cut as the SPEC says', () => {
    const news = {
      title: 'Beginner guide',
      titleIt: 'Guida per principianti',
      content: `<h2>Start</h2><p>How to start. ${'More words. '.repeat(20)}</p>`,
      contentIt: '<p>Come <strong>iniziare</strong>.</p>',
      imageUrl: 'https://cdn.example.org/n.png',
    };
    expect(newsPageMeta(news, 'it')).toMatchObject({
      title: 'Guida per principianti – OP Decks',
      description: 'Come iniziare.',
      image: 'https://cdn.example.org/n.png',
      type: 'article',
    });
    const english = newsPageMeta({ ...news, titleIt: null, contentIt: null, imageUrl: null }, 'it');
    expect(english).toMatchObject({ title: 'Beginner guide – OP Decks', image: '/og-image.png', type: 'article' });
    expect(english.description).toMatch(/^Start How to start\. More words\./);
    expect(english.description).toHaveLength(160);
    expect(english.description.endsWith('...')).toBe(true);
  });

  it('makes every address absolute from the public URL', () => {
    expect(absoluteUrl(PUBLIC_URL, '/og-image.png')).toBe('https://decks.example.org/og-image.png');
    expect(absoluteUrl(`${PUBLIC_URL}/`, 'uploads/x.png')).toBe('https://decks.example.org/uploads/x.png');
    expect(absoluteUrl(PUBLIC_URL, 'https://cdn.example.org/a.png')).toBe('https://cdn.example.org/a.png');
    expect(absoluteUrl(PUBLIC_URL, '//cdn.example.org/a.png')).toBe('https://cdn.example.org/a.png');
  });

  it('links each page to itself in it, en and x-default', () => {
    expect(alternateLinks(PUBLIC_URL, '/it/decks/4')).toEqual([
      { hreflang: 'it', href: 'https://decks.example.org/it/decks/4' },
      { hreflang: 'en', href: 'https://decks.example.org/en/decks/4' },
      { hreflang: 'x-default', href: 'https://decks.example.org/decks/4' },
    ]);
    expect(alternateLinks(PUBLIC_URL, '/en').map((link) => link.href)).toEqual([
      'https://decks.example.org/it/',
      'https://decks.example.org/en/',
      'https://decks.example.org/',
    ]);
  });

  it('writes escaped tags, absolute og:image, alternates and the html language into the head', () => {
    const meta = { title: 'A "B" <C>', description: 'd & e', keywords: 'k', image: '/og-image.png', type: 'article' as const };
    const html = renderIndexHtml(TEMPLATE, { meta, language: 'it', publicUrl: PUBLIC_URL, path: '/it/news/3' });
    expect(html).toContain('<html lang="it">');
    expect(html).toContain('<title>A &quot;B&quot; &lt;C&gt;</title>');
    expect(html).not.toContain('<title>OP Decks</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<meta name="description" content="d &amp; e">');
    expect(html).toContain('<meta property="og:image" content="https://decks.example.org/og-image.png">');
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain('<meta property="og:url" content="https://decks.example.org/it/news/3">');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://decks.example.org/en/news/3">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://decks.example.org/news/3">');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });

  it('marks the not-found page noindex and leaves its alternates out', () => {
    const html = renderIndexHtml(TEMPLATE, { meta: notFoundPageMeta('en'), language: 'en', publicUrl: PUBLIC_URL, path: '/nowhere' });
    expect(html).toContain('<title>Page Not Found – OP Decks</title>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('hreflang');
  });

  it('writes robots.txt and a sitemap with every page in both languages and its alternates', () => {
    expect(robotsTxt(PUBLIC_URL)).toBe(
      'User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /my-account\nDisallow: /api/\n\nSitemap: https://decks.example.org/sitemap.xml\n',
    );
    const xml = sitemapXml(PUBLIC_URL, sitemapPaths([4, 9], [2]));
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    // 8 SPEC pages, the card search syntax, 2 decks and 1 news item, once per language.
    expect(xml.match(/<url>/g)).toHaveLength(24);
    expect(xml).toContain('<loc>https://decks.example.org/it/decks/9</loc>');
    expect(xml).toContain('<loc>https://decks.example.org/en/news/2</loc>');
    expect(xml).toContain('<loc>https://decks.example.org/it/</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://decks.example.org/tier-list"/>');
  });

  it("says what the client says: the same descriptions and keywords as the front end's messages", () => {
    // The client writes these tags as the visitor navigates; equal texts let React adopt the server's tags.
    const keys: Record<string, string> = {
      '/': 'home',
      '/cards': 'cards',
      '/cards/syntax': 'cardsSyntax',
      '/decks': 'decks',
      '/news': 'news',
      '/tier-list': 'tierList',
      '/print': 'print',
      '/privacy': 'privacy',
      '/auth': 'auth',
    };
    for (const language of ['it', 'en'] as const) {
      const messages = JSON.parse(readFileSync(join(process.cwd(), '..', 'frontend', 'src', 'i18n', `${language}.json`), 'utf8')) as Record<string, string>;
      for (const [path, key] of Object.entries(keys))
        expect([path, messages[`meta.description.${key}`]]).toEqual([path, STATIC_PAGES[path][language].description]);
      expect(messages['meta.keywords']).toBe(staticPageMeta('/', language)!.keywords);
      expect(messages['home.documentTitle']).toBe(STATIC_PAGES['/'][language].title);
      expect(`${messages['cards.pageTitle']} – OP Decks`).toBe(STATIC_PAGES['/cards'][language].title);
      expect(`${messages['cards.syntax.pageTitle']} – OP Decks`).toBe(STATIC_PAGES['/cards/syntax'][language].title);
      expect(`${messages['decks.pageTitle']} – OP Decks`).toBe(STATIC_PAGES['/decks'][language].title);
      expect(`${messages['account.auth.pageTitle']} – OP Decks`).toBe(STATIC_PAGES['/auth'][language].title);
    }
  });

  describe('preloads of the API reads a page makes as it opens', () => {
    const manifest = {
      pages: {
        '/cards': ['/api/session', '/api/cards'],
        '/decks/:id': ['/api/decks/:id', '/api/comments/deck/:id/page'],
        '/privacy': ['/api/settings/privacy_policy?language=:language'],
      },
    };

    it('takes the entry of the path, or of its pattern with the id filled in, and the language where it is asked for', () => {
      expect(pagePreloads(manifest, '/cards', 'en')).toEqual(['/api/session', '/api/cards']);
      expect(pagePreloads(manifest, '/decks/42', 'en')).toEqual(['/api/decks/42', '/api/comments/deck/42/page']);
      expect(pagePreloads(manifest, '/privacy', 'it')).toEqual(['/api/settings/privacy_policy?language=it']);
      expect(pagePreloads(manifest, '/news/42', 'en')).toEqual([]);
      expect(pagePreloads(manifest, '/decks/abc', 'en')).toEqual([]);
      expect(pagePreloads(null, '/cards', 'en')).toEqual([]);
    });

    it('writes each as a credentialed fetch preload in the head', () => {
      const html = renderIndexHtml(TEMPLATE, {
        meta: staticPageMeta('/cards', 'en')!,
        language: 'en',
        publicUrl: PUBLIC_URL,
        path: '/cards',
        preloads: pagePreloads(manifest, '/cards', 'en'),
      });
      expect(html).toContain('<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/session">');
      expect(html).toContain('<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/cards">');
      expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('</head>'));
    });

    it("fetches a deck's leader picture with the page, at high priority, and draws it in the shell's slot (ADR 0043, 0044)", () => {
      const head = { language: 'en' as const, publicUrl: PUBLIC_URL, path: '/decks/42' };
      const meta = deckPageMeta(deck, 'en');
      expect(meta.heroImage).toBe('/api/card-images/ST01-001?v=abc');
      const shells = { heroImageSlot: '/slot/hero', shells: { en: { '/decks/:id': '<img src="/slot/hero"><img src="/slot/hero?size=thumb">' }, it: {} } };
      const shell = pageShell(shells, '/decks/42', 'en', meta.heroImage);
      expect(shell).toBe('<img src="/api/card-images/ST01-001?v=abc"><img src="/api/card-images/ST01-001?v=abc?size=thumb">');
      // Written as an attribute's text: an address with & and " cannot break out of it.
      expect(pageShell(shells, '/decks/42', 'en', '/a?b=1&c="x"')).toBe(
        '<img src="/a?b=1&amp;c=&quot;x&quot;"><img src="/a?b=1&amp;c=&quot;x&quot;?size=thumb">',
      );
      // A slot with nothing to put in it: no shell rather than a broken picture.
      expect(pageShell(shells, '/decks/42', 'en', undefined)).toBeNull();
      // A shell without the slot needs no picture.
      expect(pageShell({ ...shells, shells: { en: { '/decks/:id': '<p>Deck</p>' }, it: {} } }, '/decks/42', 'en')).toBe('<p>Deck</p>');

      const html = renderIndexHtml(TEMPLATE, { ...head, meta, preloads: pagePreloads(manifest, '/decks/42', 'en'), shell });
      expect(html).toContain('<link rel="preload" as="image" fetchpriority="high" href="/api/card-images/ST01-001?v=abc">');
      // A page that does not open with its shell here (a draft, a language redirect): no picture to fetch early.
      expect(renderIndexHtml(TEMPLATE, { ...head, meta, preloads: [], shell: null })).not.toContain('as="image"');
    });

    it("preloads the page's chunks and styles and its language's messages, by path or pattern", () => {
      const scripts = {
        pages: {
          '/cards': { scripts: ['/assets/CardsPage-a.js', '/assets/input-b.js'], styles: ['/assets/cards-c.css'] },
          '/decks/:id': { scripts: ['/assets/DeckDetailPage-d.js'], styles: [] },
        },
        catalogues: { en: { scripts: ['/assets/en-e.js'], styles: [] }, it: { scripts: ['/assets/it-f.js'], styles: [] } },
      };
      expect(pageScripts(scripts, '/cards', 'it')).toEqual({
        scripts: ['/assets/it-f.js', '/assets/CardsPage-a.js', '/assets/input-b.js'],
        styles: ['/assets/cards-c.css'],
      });
      expect(pageScripts(scripts, '/decks/42', 'en').scripts).toEqual(['/assets/en-e.js', '/assets/DeckDetailPage-d.js']);
      // A page without an entry (an account page, a 404) still gets its messages early.
      expect(pageScripts(scripts, '/auth', 'en')).toEqual({ scripts: ['/assets/en-e.js'], styles: [] });
      expect(pageScripts(null, '/cards', 'en')).toEqual({ scripts: [], styles: [] });

      const html = renderIndexHtml(TEMPLATE, {
        meta: staticPageMeta('/cards', 'en')!,
        language: 'en',
        publicUrl: PUBLIC_URL,
        path: '/cards',
        scripts: pageScripts(scripts, '/cards', 'en'),
      });
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/CardsPage-a.js">');
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/en-e.js">');
      expect(html).not.toContain('/assets/it-f.js');
      expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/cards-c.css">');
    });

    it("puts a page's shell in #root with its styles applied, and its scripts in the boot script that starts them once it is painted (ADR 0040, 0044)", () => {
      const shells = { shells: { en: { '/cards': '<h1>Card database</h1>', '/news/:id': '<p>News</p>' }, it: { '/cards': '<h1>Carte</h1>' } } };
      expect(pageShell(shells, '/cards', 'it')).toBe('<h1>Carte</h1>');
      expect(pageShell(shells, '/news/7', 'en')).toBe('<p>News</p>');
      expect(pageShell(shells, '/news/7', 'it')).toBeNull();
      expect(pageShell(shells, '/auth', 'en')).toBeNull();
      expect(pageShell(null, '/cards', 'en')).toBeNull();

      // As Vite writes the entry and its imports.
      const template = TEMPLATE.replace(
        '</head>',
        '<script type="module" crossorigin src="/assets/index-a.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/react-r.js">\n</head>',
      );
      const head = {
        meta: staticPageMeta('/cards', 'en')!,
        language: 'en' as const,
        publicUrl: PUBLIC_URL,
        path: '/cards',
        scripts: { scripts: ['/assets/CardsPage-a.js'], styles: ['/assets/cards-c.css'] },
        boot: '/assets/boot-b.js',
      };
      const html = renderIndexHtml(template, { ...head, shell: '<h1>Card database</h1>' });
      expect(html).toContain('<div id="root" inert><h1>Card database</h1></div>');
      expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/cards-c.css">');
      // One script: the boot, naming the entry and every module the page needs, Vite's first.
      expect(html.match(/<script/g)).toHaveLength(1);
      expect(html).toContain(
        '<script type="module" crossorigin src="/assets/boot-b.js" data-entry="/assets/index-a.js" data-modules="/assets/react-r.js /assets/CardsPage-a.js"></script>',
      );
      expect(html).not.toContain('modulepreload');
      // A shell with `$&` in its text is put in as written.
      expect(renderIndexHtml(template, { ...head, shell: '<p>$& $1</p>' })).toContain('<div id="root" inert><p>$& $1</p></div>');
      // No shell: the app's own tags, which start at once.
      const bare = renderIndexHtml(template, head);
      expect(bare).toContain('<div id="root"></div>');
      expect(bare).toContain('<script type="module" crossorigin src="/assets/index-a.js"></script>');
      expect(bare).toContain('<link rel="modulepreload" crossorigin href="/assets/CardsPage-a.js">');
      expect(bare).not.toContain('boot-b.js');
    });

    it("lists only pages the front end has, in the front end's manifest", () => {
      const shipped = JSON.parse(readFileSync(join(process.cwd(), '..', 'frontend', 'public', 'page-data.json'), 'utf8')) as {
        pages: Record<string, string[]>;
        modules: Record<string, string>;
      };
      for (const [page, reads] of Object.entries(shipped.pages)) {
        expect(['/decks/:id', '/news/:id'].includes(page) || classifyPath(page).kind === 'static').toBe(true);
        for (const read of reads) expect(read).toMatch(/^\/api\//);
      }
      for (const page of Object.keys(shipped.modules)) expect(['/decks/:id', '/news/:id'].includes(page) || classifyPath(page).kind === 'static').toBe(true);
    });
  });
});
