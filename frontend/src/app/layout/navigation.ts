import type { MessageId } from '../../i18n/messages';

export interface NavItem {
  to: string;
  label: MessageId;
  /** Match the path exactly (the home link would otherwise be active everywhere). */
  end?: boolean;
}

/** Header links, in the order of docs/product.md#header-and-footer. */
export const HEADER_NAV: readonly NavItem[] = [
  { to: '/', label: 'header.nav.home', end: true },
  { to: '/decks', label: 'header.nav.decks' },
  { to: '/cards', label: 'header.nav.cards' },
  { to: '/news', label: 'header.nav.news' },
  { to: '/tier-list', label: 'header.nav.tierList' },
  { to: '/print', label: 'header.nav.print' },
];

export const FOOTER_EXPLORE: readonly NavItem[] = [
  { to: '/', label: 'footer.link.home' },
  { to: '/cards', label: 'footer.link.cards' },
  { to: '/decks', label: 'footer.link.decks' },
  { to: '/news', label: 'footer.link.news' },
  { to: '/tier-list', label: 'footer.link.tierList' },
];

export const FOOTER_LEARN: readonly NavItem[] = [
  // News article 4 is the beginner's guide (docs/product.md#header-and-footer).
  { to: '/news/4', label: 'footer.link.beginnerGuide' },
  { to: '/developers', label: 'footer.link.apiGuide' },
  { to: '/privacy', label: 'footer.link.privacy' },
  { to: '/admin', label: 'footer.link.admin' },
];
