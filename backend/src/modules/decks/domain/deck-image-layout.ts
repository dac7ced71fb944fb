import { cardColours, isLeaderCard, normalizeCardType, type Card } from '../../cards/domain/card.js';

/**
 * Where things go on the shareable deck picture (issue #16 item 4, ADR 0025): a 1200×630 canvas (the
 * size social networks show in full), a header band with the deck's name, the leader large on the
 * left and the other cards in the biggest grid that fits on the right, each with its quantity.
 */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DeckImageLayout {
  width: number;
  height: number;
  header: Rect;
  leader: Rect | null;
  /** One rectangle per card, in the order given, row by row. */
  cards: Rect[];
  /** The quantity badge's radius on the grid's cards. */
  badgeRadius: number;
}

export const DECK_IMAGE = { width: 1200, height: 630, margin: 24, gap: 10, headerHeight: 56, cardRatio: 88 / 63 } as const;

/** The grid shape (columns) that gives the largest cards for this many cards in this area. */
function bestColumns(count: number, area: { width: number; height: number }, gap: number, ratio: number): { columns: number; cardWidth: number } {
  let best = { columns: 1, cardWidth: 0 };
  for (let columns = 1; columns <= count; columns += 1) {
    const rows = Math.ceil(count / columns);
    const byWidth = (area.width - (columns - 1) * gap) / columns;
    const byHeight = (area.height - (rows - 1) * gap) / rows / ratio;
    const cardWidth = Math.min(byWidth, byHeight);
    if (cardWidth > best.cardWidth) best = { columns, cardWidth };
  }
  return best;
}

export function deckImageLayout(cardCount: number, hasLeader: boolean): DeckImageLayout {
  const { width, height, margin, gap, headerHeight, cardRatio } = DECK_IMAGE;
  const header = { x: margin, y: margin / 2, width: width - 2 * margin, height: headerHeight };
  const bodyTop = header.y + header.height + margin / 2;
  const bodyHeight = height - margin - bodyTop;
  const leaderWidth = Math.floor(bodyHeight / cardRatio);
  const leader = hasLeader ? { x: margin, y: bodyTop, width: leaderWidth, height: bodyHeight } : null;
  const gridLeft = leader ? leader.x + leader.width + margin : margin;
  const area = { width: width - margin - gridLeft, height: bodyHeight };
  if (cardCount === 0) return { width, height, header, leader, cards: [], badgeRadius: 0 };

  const { columns, cardWidth: exactWidth } = bestColumns(cardCount, area, gap, cardRatio);
  const cardWidth = Math.floor(exactWidth);
  const cardHeight = Math.floor(cardWidth * cardRatio);
  const rows = Math.ceil(cardCount / columns);
  // The grid is centred in its area.
  const left = gridLeft + Math.floor((area.width - (columns * cardWidth + (columns - 1) * gap)) / 2);
  const top = bodyTop + Math.floor((area.height - (rows * cardHeight + (rows - 1) * gap)) / 2);
  const cards = Array.from({ length: cardCount }, (_, index) => ({
    x: left + (index % columns) * (cardWidth + gap),
    y: top + Math.floor(index / columns) * (cardHeight + gap),
    width: cardWidth,
    height: cardHeight,
  }));
  return { width, height, header, leader, cards, badgeRadius: Math.round(Math.min(24, Math.max(12, cardWidth * 0.17))) };
}

/**
 * A card as its text face shows it where its picture cannot be had (ADR 0072): the facts of the
 * browser's CardTextFace. The type is the normalised one; a leader's cost is its life.
 */
export interface CardFace {
  code: string;
  name: string;
  type: string;
  /** As the data writes them ('Red/Green' is ['Red', 'Green']). */
  colors: string[];
  cost: number | null;
  power: number | null;
  counter: string | null;
  leader: boolean;
}

export function cardFace(card: Pick<Card, 'code' | 'name' | 'type' | 'color' | 'cost' | 'power' | 'counter'>): CardFace {
  return {
    code: card.code,
    name: card.name,
    type: normalizeCardType(card.type),
    colors: cardColours(card.color),
    cost: card.cost,
    power: card.power,
    counter: card.counter,
    leader: isLeaderCard(card),
  };
}
