import { LoginOutlined, LogoutOutlined, MenuOutlined, UserOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, matchPath, useLocation, useNavigate } from 'react-router';
import { useCurrentUser, useLogoutMutation, type SessionState } from '../../api/session';
import { BrandMark } from '../../components/BrandMark';
import { ButtonLink } from '../../components/ButtonLink';
import { useToast } from '../../components/useToast';
import { describeApiFailure } from '../../lib/api-error';
import { splitLanguagePrefix } from '../../lib/page-meta';
import { LanguageToggle } from './LanguageToggle';
import { HEADER_NAV } from './navigation';

// The phone menu's drawer is a chunk of its own, loaded on the first tap on the menu button (issue #14).
const Drawer = lazy(() => import('antd/es/drawer'));

export function Header() {
  const intl = useIntl();
  const [menuOpen, setMenuOpen] = useState(false);
  // Mounted from the first opening on, so it can animate closed afterwards.
  const [menuUsed, setMenuUsed] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  const session = useCurrentUser();
  const { logOut, loggingOut } = useLogout();

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="brand" aria-label={intl.formatMessage({ id: 'header.homeLink' })}>
          <BrandMark className="brand__mark" />
          <span className="brand__name">
            <FormattedMessage id="app.name" />
          </span>
        </Link>

        <nav className="site-nav site-nav--desktop" aria-label={intl.formatMessage({ id: 'header.nav.label' })}>
          <NavLinks />
        </nav>

        <div className="site-header__actions">
          <LanguageToggle />
          <AccountActions session={session} onLogout={logOut} loggingOut={loggingOut} />
          <Button
            className="site-header__menu-toggle"
            type="text"
            icon={<MenuOutlined aria-hidden />}
            aria-label={intl.formatMessage({ id: 'header.menu.open' })}
            aria-expanded={menuOpen}
            onClick={() => {
              setMenuUsed(true);
              setMenuOpen(true);
            }}
          />
        </div>
      </div>

      {menuUsed && (
        <Suspense fallback={null}>
          <Drawer
            open={menuOpen}
            onClose={closeMenu}
            placement="right"
            size={300}
            title={<FormattedMessage id="header.menu.title" />}
            rootClassName="mobile-menu"
          >
            <nav className="site-nav site-nav--mobile" aria-label={intl.formatMessage({ id: 'header.nav.label' })}>
              <NavLinks onNavigate={closeMenu} />
            </nav>
            {session.status === 'loggedOut' && (
              <ButtonLink to="/auth" type="primary" block icon={<LoginOutlined aria-hidden />} onClickCapture={closeMenu}>
                <FormattedMessage id="header.login" />
              </ButtonLink>
            )}
            {session.status === 'loggedIn' && (
              <div className="mobile-menu__account">
                <ButtonLink to="/my-account" type="primary" block icon={<UserOutlined aria-hidden />} onClickCapture={closeMenu}>
                  <FormattedMessage id="header.myAccount" />
                </ButtonLink>
                <Button
                  block
                  icon={<LogoutOutlined aria-hidden />}
                  loading={loggingOut}
                  onClick={() => {
                    closeMenu();
                    logOut();
                  }}
                >
                  <FormattedMessage id="header.logout" />
                </Button>
              </div>
            )}
          </Drawer>
        </Suspense>
      )}
    </header>
  );
}

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  // /it/decks is the decks page too: the link of the page shown is current whatever the language prefix.
  const page = splitLanguagePrefix(useLocation().pathname).path;
  return (
    <ul className="site-nav__list">
      {HEADER_NAV.map(({ to, label, end }) => {
        const current = matchPath({ path: to, end: end ?? false }, page) !== null;
        return (
          <li key={to}>
            <Link to={to} className={current ? 'site-nav__link active' : 'site-nav__link'} aria-current={current ? 'page' : undefined} onClick={onNavigate}>
              <FormattedMessage id={label} />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Logged out: the login link. Logged in: the account link (showing the username) and logout.
 * While the session is being checked, an invisible stand-in as wide as the login link keeps its
 * place (the language toggle beside it does not jump when the answer comes), and a logged-in
 * visitor never sees 'Login' flash.
 */
function AccountActions({ session, onLogout, loggingOut }: { session: SessionState; onLogout: () => void; loggingOut: boolean }) {
  const intl = useIntl();
  if (session.status === 'loading') {
    return (
      <span className="site-header__login site-header__account-placeholder" aria-hidden="true">
        <Button tabIndex={-1} icon={<LoginOutlined />}>
          <FormattedMessage id="header.login" />
        </Button>
      </span>
    );
  }
  if (session.status === 'loggedOut') {
    return (
      <ButtonLink to="/auth" className="site-header__login" icon={<LoginOutlined aria-hidden />}>
        <FormattedMessage id="header.login" />
      </ButtonLink>
    );
  }
  return (
    <div className="site-header__account site-header__login">
      <ButtonLink
        to="/my-account"
        className="site-header__account-link"
        icon={<UserOutlined aria-hidden />}
        title={intl.formatMessage({ id: 'header.myAccount' })}
      >
        <span className="site-header__username">{session.user.username}</span>
      </ButtonLink>
      <Button type="text" className="site-header__logout" icon={<LogoutOutlined aria-hidden />} loading={loggingOut} onClick={onLogout}>
        <FormattedMessage id="header.logout" />
      </Button>
    </div>
  );
}

/** Logout (docs/product.md#states-and-timings) returns to the home page with 'Logout effettuato' / 'Arrivederci!', or says it failed. */
function useLogout() {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const [logout, { isLoading }] = useLogoutMutation();

  const logOut = () => {
    logout()
      .unwrap()
      .then(
        () => {
          toast.success(intl.formatMessage({ id: 'session.logoutSuccess.title' }), intl.formatMessage({ id: 'session.logoutSuccess.description' }));
          void navigate('/');
        },
        (error: unknown) => {
          toast.error(intl.formatMessage({ id: 'session.logoutFailed.title' }), describeApiFailure(intl, error, 'session.logoutFailed.default'));
        },
      );
  };
  return { logOut, loggingOut: isLoading };
}
