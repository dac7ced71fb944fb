import { LoginOutlined, MenuOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink } from 'react-router';
import { BrandMark } from '../../components/BrandMark';
import { ButtonLink } from '../../components/ButtonLink';
import { LanguageToggle } from './LanguageToggle';
import { HEADER_NAV } from './navigation';

export function Header() {
  const intl = useIntl();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

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
          {/* No accounts yet: visitors are always logged out, so they get the login link. */}
          <ButtonLink to="/auth" className="site-header__login" icon={<LoginOutlined aria-hidden />}>
            <FormattedMessage id="header.login" />
          </ButtonLink>
          <Button
            className="site-header__menu-toggle"
            type="text"
            icon={<MenuOutlined aria-hidden />}
            aria-label={intl.formatMessage({ id: 'header.menu.open' })}
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          />
        </div>
      </div>

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
        <ButtonLink to="/auth" type="primary" block icon={<LoginOutlined aria-hidden />} onClickCapture={closeMenu}>
          <FormattedMessage id="header.login" />
        </ButtonLink>
      </Drawer>
    </header>
  );
}

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <ul className="site-nav__list">
      {HEADER_NAV.map(({ to, label, end }) => (
        <li key={to}>
          <NavLink to={to} end={end} className="site-nav__link" onClick={onNavigate}>
            <FormattedMessage id={label} />
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
