import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isRouteErrorResponse, Outlet, useLocation, useNavigation, useRevalidator, useRouteError } from 'react-router';
import { Spinner } from '../../components/Spinner';
import { selectLanguage } from '../../i18n/language';
import { splitLanguagePrefix } from '../../lib/page-meta';
import { useAppSelector } from '../hooks';
import { CookieBanner } from './CookieBanner';
import { SiteDecky } from './Decky';
import { Footer } from './Footer';
import { Header } from './Header';

// The error page (antd's Result and a reload) and the 404 page are on no visit's usual path: each a
// chunk of its own, off every page's first scripts (a server-rendered 404 keeps its HTML until its
// chunk has come, inside <main>'s Suspense boundary).
const RouteError = lazy(() => import('./RouteError').then(({ RouteError }) => ({ default: RouteError })));
const NotFoundPage = lazy(() => import('../../features/not-found/NotFoundPage'));

/** The chrome around every page: header, the page in <main>, footer, Decky and the cookie banner. */
function SiteChrome({ children }: { children: ReactNode }) {
  const busy = useNavigationStarted();
  useHeadFollowsLanguage();
  return (
    <div className="site" onClickCapture={busy.onLinkClick}>
      <a className="skip-link" href="#main">
        <FormattedMessage id="app.skipToContent" />
      </a>
      <Header />
      {/* While the next page's data loads, the page on screen stays and says it is busy. */}
      <div className="navigation-progress" data-active={busy.active} aria-hidden="true" />
      {/*
        Each part hydrates on its own (ADR 0060): the header answers a click as soon as it is hydrated,
        while the page below still hydrates in slices. The server renders them whole (nothing suspends
        there), so no fallback is ever shown.
      */}
      <Suspense>
        <main id="main" className="site-main" tabIndex={-1}>
          {children}
        </main>
      </Suspense>
      <Suspense>
        <Footer />
        <ScreenBottom />
      </Suspense>
    </div>
  );
}

/**
 * Decky and the cookie banner, both fixed at the bottom of the screen. While the banner is shown, Decky
 * keeps above it, and the page ends with room of the banner's height so its end can be scrolled into
 * view above it.
 */
function ScreenBottom() {
  const [bannerHeight, setBannerHeight] = useState(0);
  return (
    <>
      <SiteDecky raisedBy={bannerHeight} />
      <CookieBanner onHeightChange={setBannerHeight} />
      {bannerHeight > 0 && <div className="cookie-banner-room" style={{ height: bannerHeight }} aria-hidden="true" />}
    </>
  );
}

/**
 * Busy from the click on a link of the site, not only once React Router has the next page's code (a
 * page's first click would otherwise show nothing while that code loads), until the navigation ends.
 */
function useNavigationStarted() {
  const navigation = useNavigation();
  const location = useLocation();
  const [clickedFrom, setClickedFrom] = useState<string | null>(null);
  // A new address or a navigation that ended ends the click's wait.
  const [seen, setSeen] = useState({ key: location.key, state: navigation.state });
  if (seen.key !== location.key || seen.state !== navigation.state) {
    setSeen({ key: location.key, state: navigation.state });
    if (clickedFrom !== null && (seen.key !== location.key || navigation.state === 'idle')) setClickedFrom(null);
  }
  // A navigation that never starts (a blocker kept the visitor on unsaved work) stops waiting.
  useEffect(() => {
    if (clickedFrom === null || navigation.state !== 'idle') return;
    const stop = setTimeout(() => setClickedFrom(null), 3000);
    return () => clearTimeout(stop);
  }, [clickedFrom, navigation.state]);
  const onLinkClick = (event: MouseEvent) => {
    const link = (event.target as Element).closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (link.target || link.hasAttribute('download') || link.hasAttribute('data-in-place') || link.origin !== window.location.origin) return;
    if (link.pathname + link.search !== window.location.pathname + window.location.search) setClickedFrom(location.key);
  };
  return { active: navigation.state === 'loading' || clickedFrom === location.key, onLinkClick };
}

/** The route modules' head (title, description) is written in the page's language: a switch rewrites it. */
function useHeadFollowsLanguage() {
  const language = useAppSelector(selectLanguage);
  const { revalidate } = useRevalidator();
  // On /it/… and /en/… the language changes with the address, whose navigation rewrites the head.
  const prefixed = splitLanguagePrefix(useLocation().pathname).language !== null;
  const shown = useRef(language);
  useEffect(() => {
    if (shown.current === language) return;
    shown.current = language;
    if (!prefixed) void revalidate();
  }, [language, prefixed, revalidate]);
}

export function Layout() {
  return (
    <SiteChrome>
      <Outlet />
    </SiteChrome>
  );
}

/**
 * A page the API does not have (a loader's 404: a missing deck or article, an unknown address) is the
 * site's 404 page; a page that crashes, or whose code cannot be loaded (typically right after a
 * deploy), is the error page. Both keep the header and footer.
 */
export function LayoutError() {
  const error = useRouteError();
  return (
    <SiteChrome>
      <Suspense fallback={<PageLoading />}>{isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <RouteError error={error} />}</Suspense>
    </SiteChrome>
  );
}

function PageLoading() {
  const intl = useIntl();
  return (
    <div className="page-loading" role="status">
      <Spinner size="large" label={intl.formatMessage({ id: 'app.loading' })} />
    </div>
  );
}
