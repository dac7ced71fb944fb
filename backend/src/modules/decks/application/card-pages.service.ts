import { Injectable } from '@nestjs/common';
import { isLeaderCard, printingBaseCode, type Card } from '../../cards/domain/card.js';
import { CardRepository } from '../../cards/domain/card.repository.js';
import { CardNotFoundError } from '../../cards/domain/cards.errors.js';
import { FormatsService } from '../../formats/application/formats.service.js';
import { cardLegality, compareFormats, type CardLegality } from '../../formats/domain/format.js';
import { cardUsage, leaderCards, metaShare, type CardShare, type CardUsage } from '../domain/card-usage.js';
import { DeckCardUsage, type CardRefs } from './ports/deck-card-usage.js';
import { DeckReadModel } from './ports/deck-read-model.js';
import { DeckQueriesService, type DeckSummary } from './deck-queries.service.js';

/** Decks a card or leader page lists: the newest that play it. */
export const PAGE_DECKS = 12;

export interface FormatLegality {
  format: string;
  name: string;
  current: boolean;
  legality: CardLegality;
}

/** `/cards/{code}`: the card, every printing, where it is legal, and which listed decks play it. */
export interface CardPage {
  /** The base printing when there is one, else the first. */
  card: Card;
  printings: Card[];
  legality: FormatLegality[];
  usage: CardUsage & { leaders: Card[] };
  decks: DeckSummary[];
}

/** `/leaders/{code}`: the leader, its listed decks, their core and flex cards, its share of the decks. */
export interface LeaderPage {
  leader: Card;
  printings: Card[];
  decks: number;
  /** Its listed decks among every listed deck, 0 to 1. */
  share: number;
  core: Array<CardShare & { card: Card }>;
  flex: Array<CardShare & { card: Card }>;
  recentDecks: DeckSummary[];
}

const refsOf = (printings: readonly Card[]): CardRefs => ({ ids: printings.map((card) => card.id), codes: printings.map((card) => card.code) });

/**
 * The card and leader pages (issue 35 items 2–3, ADR 0064): the card's printings and the cards shown
 * beside it by code, the decks' use of them in two indexed queries (DeckCardUsage), counted by
 * domain/card-usage.ts. Only listed decks count: curated and community, never private ones.
 */
@Injectable()
export class CardPagesService {
  constructor(
    private readonly cards: CardRepository,
    private readonly usage: DeckCardUsage,
    private readonly decks: DeckQueriesService,
    private readonly reads: DeckReadModel,
    private readonly formats: FormatsService,
  ) {}

  async card(code: string): Promise<CardPage> {
    const printings = await this.printingsOf(code);
    const [formats, entries, leaderCounts] = await Promise.all([this.formats.list(), this.usage.listedEntriesOf(refsOf(printings)), this.leaderCounts()]);
    const usage = cardUsage(
      entries.flatMap(({ leaderCode, ...entry }) => (leaderCode ? [{ ...entry, leaderCode: printingBaseCode(leaderCode) }] : [])),
      leaderCounts.byLeader,
    );
    const newest = [...new Set(entries.map((entry) => entry.deckId))].sort((a, b) => b - a).slice(0, PAGE_DECKS);
    // Both reads at once: on MySQL they take two pool connections instead of one after the other.
    const [leaders, decks] = await Promise.all([
      this.cards.findByIdsOrCodes(
        [],
        usage.byLeader.map(({ leaderCode }) => leaderCode),
      ),
      this.decks.summariesOf(newest),
    ]);
    return {
      card: printings[0]!,
      printings,
      legality: [...formats]
        .sort((a, b) => Number(b.isCurrent) - Number(a.isCurrent) || compareFormats(b, a))
        .map((format) => ({ format: format.code, name: format.name, current: format.isCurrent, legality: cardLegality(format, printings[0]!.code) })),
      usage: { ...usage, leaders },
      decks,
    };
  }

  async leader(code: string): Promise<LeaderPage> {
    const printings = await this.printingsOf(code);
    if (!isLeaderCard(printings[0]!)) throw new CardNotFoundError();
    const [{ deckIds, entries }, leaderCounts] = await Promise.all([this.usage.listedDecksLedBy(refsOf(printings)), this.leaderCounts()]);
    const { core, flex } = leaderCards(entries, deckIds.length);
    // Each card as its base printing (a deck playing only a parallel art still counts under it).
    const [found, recentDecks] = await Promise.all([
      this.cards.findByIdsOrCodes(
        [],
        [...core, ...flex].map((share) => share.code),
      ),
      this.decks.summariesOf(deckIds.slice(0, PAGE_DECKS)),
    ]);
    const cards = new Map(found.map((card) => [card.code.toUpperCase(), card]));
    const withCard = (shares: CardShare[]) => shares.flatMap((share) => (cards.has(share.code) ? [{ ...share, card: cards.get(share.code)! }] : []));
    return {
      leader: printings[0]!,
      printings,
      decks: deckIds.length,
      share: metaShare(deckIds.length, leaderCounts.listed),
      core: withCard(core),
      flex: withCard(flex),
      recentDecks,
    };
  }

  /** Every printing of the card a code names, base printing first; 404 when none. */
  private async printingsOf(code: string): Promise<Card[]> {
    const printings = await this.cards.findPrintings(code);
    if (!printings.length) throw new CardNotFoundError();
    return printings;
  }

  /**
   * Listed decks per leader (printings together) and in all: the galleries' one GROUP BY on the leader's code, which
   * decks keep (ADR 0007). The leaders' cards are not read: a share needs counts only.
   */
  private async leaderCounts(): Promise<{ byLeader: Map<string, number>; listed: number }> {
    const byLeader = new Map<string, number>();
    let listed = 0;
    for (const { leaderCode, count } of await this.reads.leaderCounts('all')) {
      listed += count;
      if (!leaderCode) continue;
      const base = printingBaseCode(leaderCode);
      byLeader.set(base, (byLeader.get(base) ?? 0) + count);
    }
    return { byLeader, listed };
  }
}
