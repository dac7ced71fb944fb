import { ArrowRightOutlined, BookOutlined, DatabaseOutlined, PrinterOutlined, ReadOutlined, TrophyOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ButtonLink';
import { CARD_BACK_URL } from '../../../components/CardImage';
import type { MessageId } from '../../../i18n/messages';
import { HighlightedNews } from '../components/HighlightedNews';
import { HomeMetaAndLeaderFilter, HomeNewestDecks } from '../components/HomeDeckSections';

interface Feature {
  to: string;
  icon: ReactNode;
  title: MessageId;
  text: MessageId;
}

const FEATURES: readonly Feature[] = [
  { to: '/decks', icon: <BookOutlined />, title: 'home.features.decks.title', text: 'home.features.decks.text' },
  { to: '/cards', icon: <DatabaseOutlined />, title: 'home.features.cards.title', text: 'home.features.cards.text' },
  { to: '/tier-list', icon: <TrophyOutlined />, title: 'home.features.tierList.title', text: 'home.features.tierList.text' },
  { to: '/print', icon: <PrinterOutlined />, title: 'home.features.print.title', text: 'home.features.print.text' },
];

export default function HomePage() {
  return (
    <>
      {/* The home title leads with the site name, like the server-rendered one. */}

      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <div className="hero__copy">
            <p className="hero__eyebrow">
              <FormattedMessage id="home.hero.eyebrow" />
            </p>
            <h1 id="hero-title" className="hero__title">
              <FormattedMessage id="home.hero.title" />
            </h1>
            <p className="hero__subtitle">
              <FormattedMessage id="home.hero.subtitle" />
            </p>
            <div className="hero__actions">
              <ButtonLink to="/decks" type="primary" size="large" icon={<ArrowRightOutlined aria-hidden />} iconPlacement="end">
                <FormattedMessage id="home.hero.decksButton" />
              </ButtonLink>
              {/* News article 5 explains what the game is (docs/product.md#home). */}
              <ButtonLink to="/news/5" size="large" color="primary" variant="outlined" icon={<ReadOutlined aria-hidden />}>
                <FormattedMessage id="home.hero.whatIsButton" />
              </ButtonLink>
            </div>
          </div>
          {/* Decorative fan of card backs; the real artwork arrives with the deck feeds. */}
          <div className="hero__art" aria-hidden="true">
            <img src={CARD_BACK_URL} alt="" className="hero__card hero__card--left" width={630} height={880} />
            <img src={CARD_BACK_URL} alt="" className="hero__card hero__card--right" width={630} height={880} />
            <img src={CARD_BACK_URL} alt="" className="hero__card hero__card--center" width={630} height={880} />
          </div>
        </div>
      </section>

      <section className="container page-section" aria-labelledby="features-title">
        <h2 id="features-title" className="section-title">
          <FormattedMessage id="home.features.title" />
        </h2>
        <ul className="feature-grid">
          {FEATURES.map(({ to, icon, title, text }) => (
            <li key={to}>
              <Link to={to} className="feature-card">
                <span className="feature-card__icon" aria-hidden="true">
                  {icon}
                </span>
                <span className="feature-card__title">
                  <FormattedMessage id={title} />
                </span>
                <span className="feature-card__text">
                  <FormattedMessage id={text} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {/* The next home sections (docs/product.md#home), each its own component mounted here, in this order. */}
      <HomeNewestDecks />
      <HighlightedNews />
      <HomeMetaAndLeaderFilter />
    </>
  );
}
