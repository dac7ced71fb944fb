import { Component, lazy, Suspense, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '../../components/Spinner';
import { ScrollRestoration } from '../navigation';
import { CookieBanner } from './CookieBanner';
import { SiteDecky } from './Decky';
import { Footer } from './Footer';
import { Header } from './Header';
import { RouteMeta } from './RouteMeta';

// The error page (antd's Result) is on no first visit's path.
const RouteError = lazy(() => import('./RouteError').then(({ RouteError }) => ({ default: RouteError })));

/** The chrome around every page. Pages are lazy chunks, so they suspend inside <main> while the header stays. */
export function Layout() {
  const { pathname } = useLocation();
  return (
    <div className="site">
      <RouteMeta />
      <a className="skip-link" href="#main">
        <FormattedMessage id="app.skipToContent" />
      </a>
      <Header />
      <main id="main" className="site-main" tabIndex={-1}>
        <PageErrorBoundary address={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <Footer />
      <SiteDecky />
      <CookieBanner />
      <ScrollRestoration />
    </div>
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

/**
 * A page that crashes, or whose code chunk cannot be loaded (typically right after a deploy), is
 * replaced by RouteError inside the layout, keeping header and footer; another address tries again.
 */
class PageErrorBoundary extends Component<{ address: string; children: ReactNode }, { error: unknown; address: string }> {
  state = { error: null as unknown, address: this.props.address };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: { address: string }, state: { error: unknown; address: string }) {
    return props.address === state.address ? null : { error: null, address: props.address };
  }

  render() {
    if (this.state.error === null) return this.props.children;
    return (
      <Suspense fallback={null}>
        <RouteError error={this.state.error} />
      </Suspense>
    );
  }
}
