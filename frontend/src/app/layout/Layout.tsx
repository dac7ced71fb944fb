import { Spin } from 'antd';
import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Outlet, ScrollRestoration } from 'react-router';
import { CookieBanner } from './CookieBanner';
import { SiteDecky } from './Decky';
import { Footer } from './Footer';
import { Header } from './Header';
import { RouteMeta } from './RouteMeta';

/** The chrome around every page. Pages are lazy chunks, so they suspend inside <main> while the header stays. */
export function Layout() {
  return (
    <div className="site">
      <RouteMeta />
      <a className="skip-link" href="#main">
        <FormattedMessage id="app.skipToContent" />
      </a>
      <Header />
      <main id="main" className="site-main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
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
    <div className="page-loading">
      <Spin size="large" description={intl.formatMessage({ id: 'app.loading' })} />
    </div>
  );
}
