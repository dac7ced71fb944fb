import { lazy, StrictMode, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import type { CommentsSectionProps } from '../components/comments/CommentsSection';
import { FavoriteToggle } from '../components/FavoriteToggle';
import { isLanguage } from '../i18n/language';
import { openCatalogue } from '../i18n/messages';
import { withLanguagePrefixes } from './language-routes';
import { Layout } from './layout/Layout';
import { AppProviders } from './providers';
import type { AppStore } from './store';

// Every page is its own chunk, so a visitor downloads only the pages they open.
// So are the comments (deck and news pages, below the content: antd's text area, alerts and
// confirmations with them) and the error page (antd's Result): none is on a first visit's path.

/**
 * A public page as its own chunk, like any React.lazy component, except that once preload() has its
 * module the page renders at once. lazy calls its import on the first render and suspends on the
 * promise however settled the module already is, so a first visit showed the loading spinner between
 * the header and the page although preloadPage had fetched the page before the first render (ADR
 * 0038). lazy takes a module it is handed synchronously (a thenable that calls back at once).
 */
function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  type PageModule = Awaited<ReturnType<typeof load>>;
  let loaded: PageModule | undefined;
  let loading: Promise<PageModule> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined; // the page's render asks again
        throw error;
      },
    ));
  const handedOver = (module: PageModule) => ({ then: (fulfilled: (value: PageModule) => void) => fulfilled(module) }) as unknown as Promise<PageModule>;
  return Object.assign(
    lazy(() => (loaded ? handedOver(loaded) : preload())),
    { preload },
  );
}

// The server preloads them to draw an article (ADR 0045): renderToString cannot wait for a chunk, and
// the browser's hydration would find a boundary the server gave up on.
const CommentsSection = lazyPage<CommentsSectionProps>(() =>
  import('../components/comments/CommentsSection').then(({ CommentsSection }) => ({ default: CommentsSection })),
);
export const preloadComments = CommentsSection.preload;

/** The public pages, each downloaded with the app on a first visit to it (preloadPage). */
const HomePage = lazyPage(() => import('../features/home/pages/HomePage'));
const CardsPage = lazyPage(() => import('../features/cards/pages/CardsPage'));
const CardSearchHelpPage = lazyPage(() => import('../features/cards/pages/CardSearchHelpPage'));
const DecksPage = lazyPage(() => import('../features/decks/pages/DecksPage'));
const DeckDetailPage = lazyPage(() => import('../features/decks/pages/DeckDetailPage'));
const NewsPage = lazyPage(() => import('../features/news/pages/NewsPage'));
const NewsDetailPage = lazyPage(() => import('../features/news/pages/NewsDetailPage'));
const TierListPage = lazyPage(() => import('../features/tierlist/pages/TierListPage'));
// /print and its PDF library (pdf-lib, loaded on demand inside the page) stay out of every other page.
const PrintPage = lazyPage(() => import('../features/print/pages/PrintPage'));
const PrivacyPage = lazyPage(() => import('../features/privacy/pages/PrivacyPage'));
const LocalizedCardsRedirect = lazy(() => import('../features/cards/pages/LocalizedCardsRedirect'));
const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage'));
const AuthPage = lazy(() => import('../features/account/pages/AuthPage'));
const VerifyEmailPage = lazy(() => import('../features/account/pages/VerifyEmailPage'));
const UnlockAccountPage = lazy(() => import('../features/account/pages/UnlockAccountPage'));
const MyAccountPage = lazy(() => import('../features/account/pages/MyAccountPage'));
// The back office: one lazy module (its own chunk, AdminArea-<hash>.js) that visitors never download.
// Its message catalogue (ADR 0027) downloads at the same time, in the language on screen (<html lang>);
// the page shows once both are there (admin/BackOfficeMessages waits for the catalogue in any case).
const adminArea = () => {
  const { lang } = document.documentElement;
  const messages = openCatalogue(isLanguage(lang) ? lang : 'en', 'backOffice').catch(() => undefined);
  return Promise.all([import('../admin/AdminArea'), messages]).then(([module]) => module);
};
const AdminLoginPage = lazy(() => adminArea().then(({ AdminLoginPage }) => ({ default: AdminLoginPage })));
const AdminDashboardPage = lazy(() => adminArea().then(({ AdminDashboardPage }) => ({ default: AdminDashboardPage })));

/** The comments with a boundary of their own, so the page stays on screen while they load. */
function Comments(props: { contentType: 'deck' | 'news'; contentId: number }) {
  return (
    <Suspense fallback={<section className="comments" aria-busy="true" />}>
      <CommentsSection {...props} />
    </Suspense>
  );
}

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'cards', element: <CardsPage /> },
      // The search syntax, linked from /cards (issue #16).
      { path: 'cards/syntax', element: <CardSearchHelpPage /> },
      // /{language}/cards?search=… (docs/product.md#languages) switches the language and prefills the name filter.
      { path: 'it/cards', element: <LocalizedCardsRedirect language="it" /> },
      { path: 'en/cards', element: <LocalizedCardsRedirect language="en" /> },
      { path: 'decks', element: <DecksPage /> },
      // A missing deck (or a draft, for visitors) shows the site's 404 page. The favourite toggle
      // and the comments are shared components, plugged into the page's slots here.
      {
        path: 'decks/:id',
        element: (
          <DeckDetailPage
            notFound={<NotFoundPage />}
            renderFavorite={(deck) => <FavoriteToggle deckId={deck.id} />}
            renderComments={(deck) => <Comments contentType="deck" contentId={deck.id} />}
          />
        ),
      },
      { path: 'print', element: <PrintPage /> },
      { path: 'news', element: <NewsPage /> },
      // A missing or draft article says 'News article not found'; comments are the shared component.
      { path: 'news/:id', element: <NewsDetailPage renderComments={(news) => <Comments contentType="news" contentId={news.id} />} /> },
      { path: 'tier-list', element: <TierListPage /> },
      { path: 'auth', element: <AuthPage /> },
      { path: 'verify-email', element: <VerifyEmailPage /> },
      { path: 'unlock-account', element: <UnlockAccountPage /> },
      { path: 'my-account', element: <MyAccountPage /> },
      { path: 'admin-login', element: <AdminLoginPage /> },
      { path: 'admin', element: <AdminDashboardPage /> },
      { path: 'privacy', element: <PrivacyPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** Which public page a path (without its language prefix) opens. */
const PAGE_PATHS: ReadonlyArray<readonly [RegExp, () => Promise<unknown>]> = [
  [/^\/$/, HomePage.preload],
  [/^\/cards$/, CardsPage.preload],
  [/^\/cards\/syntax$/, CardSearchHelpPage.preload],
  [/^\/decks$/, DecksPage.preload],
  [/^\/decks\/\d+$/, DeckDetailPage.preload],
  [/^\/news$/, NewsPage.preload],
  [/^\/news\/\d+$/, NewsDetailPage.preload],
  [/^\/tier-list$/, TierListPage.preload],
  [/^\/print$/, PrintPage.preload],
  [/^\/privacy$/, PrivacyPage.preload],
];

/**
 * Downloads the page of a first visit to `path` (without its language prefix) together with the
 * language's messages (main.tsx renders once both are there, so the page shows without a loading
 * step): every public page.
 */
export function preloadPage(path: string): Promise<void> {
  const page = PAGE_PATHS.find(([pattern]) => pattern.test(path))?.[1];
  return page
    ? page().then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}

// /it/… and /en/…: every page again, opened in that language (alternate links, docs/product.md#languages).
const siteRoutes = withLanguagePrefixes(routes);

/** The site's pages, under whichever router holds them (GuardedRouter in the browser and in tests). */
export function AppRoutes() {
  return useRoutes(siteRoutes);
}

/**
 * The whole site under the router it is given: the browser's (main.tsx) or a static one (the page
 * shells the build draws). One tree for both, so the browser's first render hydrates the shell in
 * the HTML, ids and all (ADR 0040). On screen, it lets the visitor use the page: the server's HTML
 * holds the shell inert until then.
 */
export function Site({ store, router: Router }: { store: AppStore; router: ComponentType<{ children: ReactNode }> }) {
  // What the shell was drawn from: the state before any answer. Hydration reads it throughout, also
  // in parts it reaches after the first answers have come (each page's Suspense boundary), and the
  // answers show in the render after (react-redux's server state).
  const [shellState] = useState(store.getState);
  useEffect(() => document.getElementById('root')?.removeAttribute('inert'), []);
  return (
    <StrictMode>
      <AppProviders store={store} serverState={shellState}>
        <Router>
          <AppRoutes />
        </Router>
      </AppProviders>
    </StrictMode>
  );
}
