import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isRouteErrorResponse, Outlet, useLocation, useNavigation, useRevalidator, useRouteError } from 'react-router';
import { Spinner } from '../../components/Spinner';
import NotFoundPage from '../../features/not-found/NotFoundPage';
import { selectLanguage } from '../../i18n/language';
import { splitLanguagePrefix } from '../../lib/page-meta';
import { useAppSelector } from '../hooks';
import { CookieBanner } from './CookieBanner';
import { SiteDecky } from './Decky';
import { Footer } from './Footer';
import { Header } from './Header';

// The error page (antd's Result and a reload) is on no visit's usual path; the 404 page is
// server-rendered, so it comes with the layout.
const RouteError = lazy(() => import('./RouteError').then(({ RouteError }) => ({ default: RouteError })));

/** The chrome around every page: header, the page in <main>, footer, Decky and the cookie banner. */
function SiteChrome({ children }: { children: ReactNode }) {
  const navigation = useNavigation();
  useHeadFollowsLanguage();
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        <FormattedMessage id="app.skipToContent" />
      </a>
      <Header />
      {/* While the next page's data loads, the page on screen stays and says it is busy. */}
      <div className="navigation-progress" data-active={navigation.state === 'loading'} aria-hidden="true" />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <SiteDecky />
      <CookieBanner />
    </div>
  );
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
      {isRouteErrorResponse(error) && error.status === 404 ? (
        <NotFoundPage />
      ) : (
        <Suspense fallback={<PageLoading />}>
          <RouteError error={error} />
        </Suspense>
      )}
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
