import type { IntlShape } from 'react-intl';
import type { CardDto, GameRulesDto } from '../api/generated';
import { cardColorSwatches } from '../lib/card-colors';
import { colorsLabel, isLeader, typeLabel } from '../lib/card-labels';

/**
 * What a card's text face says (ADR 0071), in one place for every drawing of it: the card tile and popups
 * (CardTextFace), the print preview and the PDF (features/print/print-pdf.ts). Labels come in the page's language.
 */
export interface CardFaceContent {
  name: string;
  code: string;
  /** The type in the page's language ('Personaggio'). */
  type: string;
  /** The colours in the page's language, multicolour joined by ' / '. */
  colors: string;
  /** Swatches of the colours, in order (none for an unknown colour). */
  swatches: string[];
  /** Cost, or life for a leader (stored in the cost), with its label. */
  cost: { label: string; value: number } | null;
  leader: boolean;
  power: { label: string; value: string };
  counter: { label: string; value: string };
  /** The effect text, markup removed, line breaks kept; null when the card has none. */
  effect: { label: string; text: string } | null;
  trigger: { label: string; text: string } | null;
  /** The facts in one sentence (the face's accessible name, after the card's own name); the texts are not in it. */
  summary: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
/** Tags that are markup (older imports, pasted HTML); '<Slash>' and the like are card words and stay. */
const MARKUP_TAG = /<\/?(?:b|i|u|em|strong|span|p|div|font|small|sup|sub)(?:\s[^<>]*)?\/?>/gi;

/**
 * A card's effect or trigger text as plain text: `<br>` markers and paragraph ends become line breaks, formatting tags
 * are dropped, character references decoded, blanks tidied. Bracketed keywords ('[On Play]') and attributes written
 * in angle brackets ('<Slash>') are the card's words and are kept.
 */
export function cleanCardText(value: string | null | undefined): string {
  return (value ?? '')
    .replace(/<br\s*\/?>|<\/p>/gi, '\n')
    .replace(MARKUP_TAG, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#')) {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** The face of a card without a picture: its facts and texts, labelled in the page's language. */
export function cardFaceContent(
  intl: IntlShape,
  card: Pick<CardDto, 'name' | 'code' | 'type' | 'normalizedType' | 'color' | 'cost' | 'power' | 'counter' | 'ability' | 'trigger'>,
  rules: Pick<GameRulesDto, 'leaderType'> | undefined,
): CardFaceContent {
  const leader = isLeader(card, rules);
  const label = (id: 'cards.field.life' | 'cards.field.cost' | 'cards.field.power' | 'cards.field.counter' | 'cards.field.ability' | 'cards.field.trigger') =>
    intl.formatMessage({ id });
  const cost = card.cost !== null ? { label: label(leader ? 'cards.field.life' : 'cards.field.cost'), value: card.cost } : null;
  const power = { label: label('cards.field.power'), value: card.power !== null ? String(card.power) : '–' };
  const counter = { label: label('cards.field.counter'), value: card.counter ? `+${card.counter.replace(/^\+/, '')}` : '–' };
  const effectText = cleanCardText(card.ability);
  // The stored trigger often starts with its own '[Trigger]' keyword: the face labels it once.
  const triggerText = cleanCardText(card.trigger).replace(/^\[Trigger\]\s*/i, '');
  const type = typeLabel(intl, card.type);
  const colors = colorsLabel(intl, card.color);
  const content: Omit<CardFaceContent, 'summary'> = {
    name: card.name,
    code: card.code,
    type,
    colors,
    swatches: cardColorSwatches(card.color),
    cost,
    leader,
    power,
    counter,
    effect: effectText ? { label: label('cards.field.ability'), text: effectText } : null,
    trigger: triggerText ? { label: label('cards.field.trigger'), text: triggerText } : null,
  };
  // The facts only, as the tiles have always named themselves: the texts are read on the face itself.
  const summary = [
    type,
    colors,
    cost ? `${cost.label} ${cost.value}` : null,
    card.power !== null ? `${power.label} ${power.value}` : null,
    card.counter !== null ? `${counter.label} ${card.counter}` : null,
  ]
    .filter(Boolean)
    .join(', ');
  return { ...content, summary };
}
