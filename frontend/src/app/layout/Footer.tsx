import { DiscordFilled, InstagramFilled, XOutlined, YoutubeFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { BrandMark } from '../../components/BrandMark';
import type { MessageId } from '../../i18n/messages';
import { FOOTER_EXPLORE, FOOTER_LEARN, type NavItem } from './navigation';

interface SocialLink {
  href: string;
  label: MessageId;
  icon: ReactNode;
}

/** The project's social accounts. PLACEHOLDER handles: replace them with the real accounts before launch. */
const SOCIAL_LINKS: readonly SocialLink[] = [
  { href: 'https://www.youtube.com/@opdecks', label: 'footer.social.youtube', icon: <YoutubeFilled /> },
  { href: 'https://discord.gg/opdecks', label: 'footer.social.discord', icon: <DiscordFilled /> },
  { href: 'https://www.instagram.com/opdecks', label: 'footer.social.instagram', icon: <InstagramFilled /> },
  { href: 'https://x.com/opdecks', label: 'footer.social.x', icon: <XOutlined /> },
];

export function Footer() {
  const intl = useIntl();
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <Link to="/" className="brand brand--footer" aria-label={intl.formatMessage({ id: 'header.homeLink' })}>
            <BrandMark className="brand__mark" />
            <span className="brand__name">
              <FormattedMessage id="app.name" />
            </span>
          </Link>
          <p className="site-footer__tagline">
            <FormattedMessage id="footer.tagline" />
          </p>
        </div>

        <FooterLinks title="footer.section.explore" links={FOOTER_EXPLORE} />
        <FooterLinks title="footer.section.learn" links={FOOTER_LEARN} />

        <div className="site-footer__column">
          <h2 className="site-footer__heading">
            <FormattedMessage id="footer.section.follow" />
          </h2>
          <ul className="social-links">
            {SOCIAL_LINKS.map(({ href, label, icon }) => (
              <li key={href}>
                <a
                  className="social-links__link"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={intl.formatMessage({ id: label })}
                  title={intl.formatMessage({ id: label })}
                >
                  {icon}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div className="container">
        <div className="site-footer__legal">
          <p className="site-footer__disclaimer">
            <FormattedMessage id="footer.disclaimer" />
          </p>
          <p className="site-footer__copyright">
            <FormattedMessage id="footer.copyright" values={{ year }} />
          </p>
        </div>
      </div>
    </footer>
  );
}

function FooterLinks({ title, links }: { title: MessageId; links: readonly NavItem[] }) {
  const intl = useIntl();
  const heading = intl.formatMessage({ id: title });
  return (
    <nav className="site-footer__column" aria-label={heading}>
      <h2 className="site-footer__heading">{heading}</h2>
      <ul className="site-footer__links">
        {links.map(({ to, label }) => (
          <li key={to}>
            <Link to={to}>
              <FormattedMessage id={label} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
