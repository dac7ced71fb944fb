import { isLeaderCard, printingBaseCode } from '../../cards/domain/card.js';
import { MAX_COPIES } from './deck.js';

/** Just what deck-list matching needs to know about a card. */
export interface ListCard {
  id: number;
  code: string;
  type: string;
}

export interface ParsedLine {
  quantity: number;
  code: string;
  /** The text as written, for messages. */
  line: string;
}

export interface DeckListImport {
  leader: ListCard | null;
  cards: Array<{ card: ListCard; quantity: number }>;
  /** Lines whose code matched no card (docs/product.md: counted as missing). */
  missing: string[];
  /** Lines that were not list lines at all (see parseDeckListLine). */
  unreadable: string[];
  /** Every change the import made to what the list says, in the order met (issue #10: nothing silent). */
  adjustments: DeckListAdjustment[];
}

/**
 * What the import changed: 'merged' (several lines for the same card, added up), 'clamped' (more
 * than MAX_COPIES of a card, its parallel printings counted together: cut to the limit), 'unknown'
 * (no such card), 'unreadable' (not a list line), 'extraLeader' (a second leader, ignored).
 */
export type DeckListAdjustment =
  | { kind: 'merged'; code: string; lines: number; quantity: number }
  | { kind: 'clamped'; code: string; requested: number; kept: number }
  | { kind: 'unknown'; line: string }
  | { kind: 'unreadable'; line: string }
  | { kind: 'extraLeader'; code: string };

/**
 * A card code as lists write it: set, dash, number, maybe a printing suffix ('OP01-016', 'OP01-024_p1',
 * 'P-001'). The number starts with a digit, so a name such as 'X-Drake' is not taken for a code.
 */
const CODE = String.raw`[A-Za-z0-9]+-\d[A-Za-z0-9_-]*`;
/** '4xOP01-016' (OPTCGSim), '4x OP01-016', '4 OP01-016 Nami' (tournament lists). */
const CODE_FIRST = new RegExp(String.raw`^(\d{1,2})\s*[xX×]?\s+(${CODE})\b|^(\d{1,2})[xX×](${CODE})\b`);
/** '4 Nami (OP01-016)', '4x Nami (OP01-016) (V.2)', 'Nami (OP01-016)' (Cardmarket wants lists; no quantity is 1). */
const NAME_FIRST = /^(?:(\d{1,2})\s*[xX×]?\s+)?(\S.*)$/;
const CODE_IN_PARENTHESES = new RegExp(String.raw`\(\s*(${CODE})\s*\)`, 'g');

/**
 * One line of a pasted deck list, in any format the site exports (ADR 0025): '4xOP01-016' (OPTCGSim),
 * '4x OP01-016', '4 OP01-016 Nami' (tournament lists), '4 Nami (OP01-016)' (Cardmarket wants lists:
 * the last code in parentheses, the quantity may be left out), with any case and surrounding blanks.
 * Null for a line that is none of these.
 */
export function parseDeckListLine(raw: string): ParsedLine | null {
  const line = raw.trim();
  const codeFirst = CODE_FIRST.exec(line);
  if (codeFirst) {
    const quantity = Number(codeFirst[1] ?? codeFirst[3]);
    return quantity > 0 ? { quantity, code: (codeFirst[2] ?? codeFirst[4]).toUpperCase(), line } : null;
  }
  const nameFirst = NAME_FIRST.exec(line);
  const codes = nameFirst ? [...nameFirst[2].matchAll(CODE_IN_PARENTHESES)] : [];
  // A name is needed before the code: '(OP01-016)' alone is not a list line.
  if (!nameFirst || !codes.length || !nameFirst[2].slice(0, codes.at(-1)!.index).trim()) return null;
  const quantity = nameFirst[1] === undefined ? 1 : Number(nameFirst[1]);
  return quantity > 0 ? { quantity, code: codes.at(-1)![1].toUpperCase(), line } : null;
}

/**
 * Where a new entry starts inside one line: a quantity with its code ('4xOP01-016', '4 OP01-016'),
 * after a blank. A line such as '4xOP01-016 4xOP01-017' or '4 OP01-016 Nami 2 OP01-017 Zoro' holds
 * several entries; '4 OP01-016 Nami' holds one (its only quantity-and-code is its start).
 */
const NEXT_CODE_FIRST = new RegExp(String.raw`\s+(?=\d{1,2}\s*[xX×]?\s*${CODE}\b)`);
/** After a Cardmarket entry's '(CODE)' (and a version such as '(V.2)'), a blank then a quantity starts the next one. */
const NEXT_AFTER_CODE = new RegExp(String.raw`(?<=\(\s*${CODE}\s*\)(?:\s*\([^()]*\))?)\s+(?=\d{1,2}\s*[xX×]?\s+\S)`);

/**
 * A comma or semicolon between entries: before a quantity, or after a Cardmarket entry's parentheses.
 * Card names have commas ('There You Are, Sore Loser!'); those are followed by a word, and kept.
 */
const ENTRY_SEPARATOR = /\s*[,;]\s*(?=\d)|(?<=\))\s*[,;]/;

/**
 * The entries of a pasted list (docs/product.md#deck-list-import): one per line as exported, and
 * also several on one line, separated by commas or semicolons ('4xOP01-016, 4xOP01-017') or only by
 * blanks ('4xOP01-016 4xOP01-017', '4 OP01-016 Nami 2 OP01-017 Zoro', '4 Nami (OP01-016) 2 Zoro
 * (OP01-017)'). Blank entries and comment lines ('//', '#') are left out.
 */
export function deckListEntries(text: string): string[] {
  return text
    .split(/\r?\n/)
    .filter((line) => !line.trim().startsWith('//') && !line.trim().startsWith('#'))
    .flatMap((line) => line.split(ENTRY_SEPARATOR))
    .flatMap((segment) => segment.trim().split(NEXT_CODE_FIRST))
    .flatMap((segment) => segment.split(NEXT_AFTER_CODE))
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * Matching (docs/product.md#deck-list-import): exact code (any case); else without a parallel-art suffix ('_p1', '-p1', '_r1');
 * else the closest code that starts with it; else missing.
 */
export function matchCard(code: string, cards: readonly ListCard[], byCode: Map<string, ListCard>): ListCard | null {
  const exact = byCode.get(code);
  if (exact) return exact;
  const base = printingBaseCode(code);
  const withoutSuffix = byCode.get(base);
  if (withoutSuffix) return withoutSuffix;
  const candidates = cards
    .filter((card) => card.code.toUpperCase().startsWith(base))
    .sort((a, b) => a.code.length - b.code.length || a.code.localeCompare(b.code));
  return candidates[0] ?? null;
}

/**
 * Reads a pasted list against the card database, every entry of it (deckListEntries: one per line, or
 * several on a line). The leader is recognised by its card type, not its position (OPTCGSim puts it
 * first, tournament lists last). Repeated codes add up.
 */
export function importDeckList(text: string, cards: readonly ListCard[]): DeckListImport {
  const byCode = new Map(cards.map((card) => [card.code.toUpperCase(), card]));
  const result: DeckListImport = { leader: null, cards: [], missing: [], unreadable: [], adjustments: [] };
  const quantities = new Map<number, { card: ListCard; quantity: number; lines: number }>();
  for (const raw of deckListEntries(text)) {
    const parsed = parseDeckListLine(raw);
    if (!parsed) {
      result.unreadable.push(raw);
      result.adjustments.push({ kind: 'unreadable', line: raw });
      continue;
    }
    const card = matchCard(parsed.code, cards, byCode);
    if (!card) {
      result.missing.push(parsed.line);
      result.adjustments.push({ kind: 'unknown', line: parsed.line });
      continue;
    }
    if (isLeaderCard(card)) {
      if (!result.leader) result.leader = card;
      else if (result.leader.id !== card.id) result.adjustments.push({ kind: 'extraLeader', code: card.code });
      continue;
    }
    const entry = quantities.get(card.id);
    if (entry) {
      entry.quantity += parsed.quantity;
      entry.lines += 1;
    } else quantities.set(card.id, { card, quantity: parsed.quantity, lines: 1 });
  }
  for (const { card, quantity, lines } of quantities.values()) {
    if (lines > 1) result.adjustments.push({ kind: 'merged', code: card.code, lines, quantity });
  }
  result.cards = clampPrintings(
    [...quantities.values()].map(({ card, quantity }) => ({ card, quantity })),
    result.adjustments,
  );
  return result;
}

/**
 * At most MAX_COPIES of a card, its printings together ('OP01-024' and 'OP01-024_p1' are one
 * card): the first entries keep their copies, later ones are cut; an entry cut to 0 is dropped.
 */
function clampPrintings(entries: Array<{ card: ListCard; quantity: number }>, adjustments: DeckListAdjustment[]): Array<{ card: ListCard; quantity: number }> {
  const requested = new Map<string, number>();
  for (const { card, quantity } of entries) requested.set(printingBaseCode(card.code), (requested.get(printingBaseCode(card.code)) ?? 0) + quantity);
  const left = new Map<string, number>();
  const kept: Array<{ card: ListCard; quantity: number }> = [];
  for (const { card, quantity } of entries) {
    const base = printingBaseCode(card.code);
    const room = left.get(base) ?? MAX_COPIES;
    const take = Math.min(quantity, room);
    left.set(base, room - take);
    if (take > 0) kept.push({ card, quantity: take });
  }
  for (const [base, total] of requested) {
    if (total > MAX_COPIES) adjustments.push({ kind: 'clamped', code: base, requested: total, kept: MAX_COPIES });
  }
  return kept;
}

/**
 * Applies an imported list to a deck being built (docs/product.md#deck-list-import): the leader only when the deck has none;
 * other cards added, or their quantity replaced when already there.
 */
export function mergeDeckList<T extends { cardId: number; quantity: number }>(
  current: { leaderId: number | null; cards: T[] },
  imported: DeckListImport,
  toEntry: (card: ListCard, quantity: number) => T,
): { leaderId: number | null; cards: T[] } {
  const cards = [...current.cards];
  for (const { card, quantity } of imported.cards) {
    const index = cards.findIndex((entry) => entry.cardId === card.id);
    if (index >= 0) cards[index] = { ...cards[index], quantity };
    else cards.push(toEntry(card, quantity));
  }
  return { leaderId: current.leaderId ?? imported.leader?.id ?? null, cards };
}

/** The list formats the site writes and reads back (ADR 0025). */
export const DECK_LIST_FORMATS = ['optcgsim', 'tournament', 'cardmarket'] as const;
export type DeckListFormat = (typeof DECK_LIST_FORMATS)[number];

/** What an export needs to know about a card. */
export interface ExportCard {
  code: string;
  /** The card's name (tournament and Cardmarket lists write it). */
  name?: string;
}

/** A name on one line: list lines are split on line breaks, so a name never carries one. */
const oneLine = (name: string | undefined) => (name ?? '').replace(/\s+/g, ' ').trim();

/**
 * A deck as list text, leader first, then the cards by code (docs/product.md#copy-deck-list-and-exports), one line each:
 * - optcgsim: '1xOP01-001', '4xOP01-016' (the simulator's import);
 * - tournament: '1 OP01-001 Roronoa Zoro', '4 OP01-016 Nami';
 * - cardmarket: '1 Roronoa Zoro (OP01-001)', '4 Nami (OP01-016)': Cardmarket's wants list reads a
 *   quantity and a product name; it names a card, not a printing, so printings of one card are one
 *   line under the code they share (importing it back gives the base printing).
 * Every format reads back to the same deck through importDeckList.
 */
export function exportDeckListAs(format: DeckListFormat, leader: ExportCard | null, cards: ReadonlyArray<ExportCard & { quantity: number }>): string {
  let entries = [...(leader ? [{ ...leader, quantity: 1 }] : []), ...[...cards].sort((a, b) => a.code.localeCompare(b.code))];
  if (format === 'cardmarket') {
    const byCard = new Map<string, ExportCard & { quantity: number }>();
    for (const entry of entries) {
      const code = printingBaseCode(entry.code);
      const known = byCard.get(code);
      if (known) known.quantity += entry.quantity;
      else byCard.set(code, { code, name: entry.name, quantity: entry.quantity });
    }
    entries = [...byCard.values()];
  }
  const line = ({ code, name, quantity }: ExportCard & { quantity: number }) => {
    if (format === 'optcgsim') return `${quantity}x${code}`;
    if (format === 'tournament') return [quantity, code, oneLine(name)].filter(Boolean).join(' ');
    // Without a name the line would be '4 (OP01-016)', which reads back but Cardmarket cannot match.
    return `${quantity} ${oneLine(name) || code} (${code})`;
  };
  return entries.map(line).join('\n');
}

/** Export for OPTCGSim and friends: leader first, then the cards by code, one '{q}x{code}' per line. */
export function exportDeckList(leader: { code: string } | null, cards: ReadonlyArray<{ code: string; quantity: number }>): string {
  return exportDeckListAs('optcgsim', leader, cards);
}
