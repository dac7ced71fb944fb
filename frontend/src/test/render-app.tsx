import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { useEffect } from 'react';
import {
  createMemoryRouter,
  Outlet,
  RouterContextProvider,
  RouterProvider,
  useLocation,
  useMatches,
  useRouteError,
  type MetaDescriptor,
  type MetaFunction,
  type RouteObject,
} from 'react-router';
import { selectLanguage } from '../i18n/language';
import { AppProviders } from '../app/providers';
import { hooksRead, storeContext, type SiteData } from '../app/route-data';
import { makeStore, type AppStore } from '../app/store';
import { clientLoader as rootLoader } from '../root';
import routes from '../routes';

type RouteModule = Partial<Pick<RouteObject, 'ErrorBoundary' | 'HydrateFallback'>> & {
  default?: RouteObject['Component'];
  clientLoader?: RouteObject['loader'];
  meta?: MetaFunction;
};
const ROUTE_MODULES = import.meta.glob<RouteModule>('../routes/*.tsx', { eager: true });

/** The site's routes as the browser runs them (src/routes.ts, each module's page, client loader and error page). */
function browserRoutes(entries: RouteConfigEntry[]): RouteObject[] {
  return entries.map((entry) => {
    const module = ROUTE_MODULES[`../${entry.file}`];
    if (!module) throw new Error(`no route module ${entry.file}`);
    const route = {
      id: entry.id,
      path: entry.path,
      Component: module.default,
      // A list page's hooks read in the browser: like a hydrated page, it renders at once.
      loader: module.clientLoader === hooksRead ? undefined : module.clientLoader,
      ErrorBoundary: module.ErrorBoundary,
      HydrateFallback: module.HydrateFallback,
      handle: { meta: module.meta },
    };
    return entry.index ? { ...route, index: true } : { ...route, children: entry.children && browserRoutes(entry.children) };
  });
}

/**
 * What root.tsx's document does around the pages, for a test's document: the deepest route's head
 * (its meta) as the title and meta tags.
 */
function TestDocument() {
  const matches = useMatches();
  const location = useLocation();
  const error = useRouteError();
  useEffect(() => {
    const metaMatches = matches.map((match) => ({
      ...match,
      meta: [] as MetaDescriptor[],
      loaderData: match.loaderData,
      data: match.loaderData,
      pathname: match.pathname,
    }));
    const deepest = [...matches].reverse().find((match) => (match.handle as { meta?: MetaFunction } | undefined)?.meta);
    const meta = (deepest?.handle as { meta: MetaFunction } | undefined)?.meta;
    const tags = meta
      ? meta({ data: deepest?.loaderData, loaderData: deepest?.loaderData, params: deepest?.params ?? {}, location, matches: metaMatches as never, error })
      : [];
    document.head.querySelectorAll('meta[data-test-head]').forEach((element) => element.remove());
    for (const tag of tags ?? []) {
      if ('title' in tag) document.title = String(tag.title);
      else if ('name' in tag || 'property' in tag) {
        const element = document.createElement('meta');
        element.setAttribute('data-test-head', '');
        for (const [key, value] of Object.entries(tag)) element.setAttribute(key, String(value));
        document.head.append(element);
      }
    }
  });
  return <Outlet />;
}

const SITE: RouteObject[] = [
  { id: 'root', Component: TestDocument, loader: rootLoader as RouteObject['loader'], HydrateFallback: () => null, children: browserRoutes(routes) },
];

/** Renders the whole app (providers, layout, route modules) at `path`, as a visitor would see it. */
export function renderApp(path = '/', store: AppStore = makeStore()) {
  // The root's data as the server hands it over: the page's routes run their loaders as in the browser.
  const siteData: SiteData = { language: selectLanguage(store.getState()), origin: window.location.origin };
  const router = createMemoryRouter(SITE, {
    initialEntries: [path],
    getContext: () => new RouterContextProvider(new Map([[storeContext, store]])),
    hydrationData: { loaderData: { root: siteData } },
  });
  const user = userEvent.setup();
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  // The address shown, and going to another, as the tests' history.
  const history = {
    get location() {
      return router.state.location;
    },
    push: (to: string) => void router.navigate(to),
    go: (delta: number) => void router.navigate(delta),
  };
  return { ...view, user, store, router, history };
}

/**
 * The site header. Pages have <header> elements of their own, which testing-library also counts as
 * banners; the site's comes first.
 */
export function siteHeader(): HTMLElement {
  const [header] = screen.getAllByRole('banner');
  if (!header) throw new Error('no site header');
  return header;
}
