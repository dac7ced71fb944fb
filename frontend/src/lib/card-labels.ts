import type { IntlShape } from 'react-intl';
import type { CardDto, GameRulesDto } from '../api/generated';
import type { MessageId } from '../i18n/messages';
import { cardColours } from './card-colors';

const TYPE_LABELS: Record<string, MessageId> = {
  LEADER: 'cards.type.LEADER',
  CHARACTER: 'cards.type.CHARACTER',
  EVENT: 'cards.type.EVENT',
  STAGE: 'cards.type.STAGE',
  DON: 'cards.type.DON',
  'DON!!': 'cards.type.DON',
};

const COLOR_LABELS: Record<string, MessageId> = {
  red: 'cards.color.red',
  green: 'cards.color.green',
  blue: 'cards.color.blue',
  purple: 'cards.color.purple',
  black: 'cards.color.black',
  yellow: 'cards.color.yellow',
};

/** A card type in the current language; older spellings the site does not know are shown as stored. */
export function typeLabel(intl: IntlShape, type: string | null | undefined): string {
  if (!type) return '';
  const id = TYPE_LABELS[type.toUpperCase()];
  return id ? intl.formatMessage({ id }) : type;
}

/** One colour name in the current language ('Red' → 'Rosso'); unknown names are kept. */
export function colorLabel(intl: IntlShape, color: string): string {
  const id = COLOR_LABELS[color.trim().toLowerCase()];
  return id ? intl.formatMessage({ id }) : color;
}

/** A card's colours, multicolour ones joined with a slash as the data writes them. */
export function colorsLabel(intl: IntlShape, color: string | null | undefined): string {
  return cardColours(color)
    .map((part) => colorLabel(intl, part))
    .join(' / ');
}

const PRINTING_LABELS: Record<CardDto['printing'], MessageId> = {
  base: 'cards.printing.base',
  parallel: 'cards.printing.parallel',
  reprint: 'cards.printing.reprint',
  variant: 'cards.printing.variant',
};

/** Which printing a card is (the API says it), in the current language. */
export function printingLabel(intl: IntlShape, printing: CardDto['printing']): string {
  return intl.formatMessage({ id: PRINTING_LABELS[printing] });
}

/**
 * A leader's life is stored in its cost (docs/product.md#card-search-syntax), so the cost field is labelled as life for leaders.
 * A leader by the API's normalised type and the game rules' leader type (not known while they load).
 */
export function isLeader(card: Pick<CardDto, 'normalizedType'>, rules: Pick<GameRulesDto, 'leaderType'> | undefined): boolean {
  return rules !== undefined && card.normalizedType === rules.leaderType;
}

/**
 * Card texts are plain text with line breaks. Older imports may still hold the source's `<br>`
 * markers: they become line breaks too. The result is rendered as text, never as HTML.
 */
export function cardTextLines(value: string | null | undefined): string {
  return (value ?? '').replace(/<br\s*\/?>/gi, '\n').trim();
}
