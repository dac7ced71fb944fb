import { pageOffset, type Page, type PageRequest } from '../../../../shared/domain/paging.js';
import type { SortOrder } from '../../../../shared/domain/sort-order.js';
import type { Card, NewCard } from '../../domain/card.js';
import { byPrinting, cardColours, CARD_TYPES, printingBaseCode } from '../../domain/card.js';
import { CardRepository, type CardTableFilter, type CardTableSortField } from '../../domain/card.repository.js';

/** Same behaviour as the TypeORM adapter, for use-case tests that need no database. */
export class InMemoryCardRepository extends CardRepository {
  private readonly cards = new Map<number, Card>();
  private nextId = 1;

  async findAll(): Promise<Card[]> {
    return [...this.cards.values()].map((card) => ({ ...card }));
  }

  async page(filter: CardTableFilter, order: SortOrder<CardTableSortField>, page: PageRequest): Promise<Page<Card>> {
    const text = filter.text?.toLowerCase();
    const valid: readonly string[] = CARD_TYPES;
    const value = (card: Card): string | number =>
      order.field === 'id' ? card.id : order.field === 'name' ? card.name.toLowerCase() : (card[order.field] ?? '');
    const sign = order.descending ? -1 : 1;
    const matching = [...this.cards.values()]
      .filter((card) => !text || [card.name, card.code, card.set ?? ''].some((field) => field.toLowerCase().includes(text)))
      .filter((card) => !filter.type || (filter.type === 'invalid' ? !valid.includes(card.type) : card.type === filter.type))
      .filter((card) => !filter.color || cardColours(card.color).some((colour) => colour.toLowerCase() === filter.color!.trim().toLowerCase()))
      .filter((card) => !filter.set || card.set === filter.set)
      .sort((a, b) => (value(a) < value(b) ? -sign : value(a) > value(b) ? sign : 0) || a.id - b.id);
    const start = pageOffset(page);
    return {
      items: matching.slice(start, start + page.pageSize).map((card) => ({ ...card })),
      total: matching.length,
      page: page.page,
      pageSize: page.pageSize,
    };
  }

  async findById(id: number): Promise<Card | null> {
    const card = this.cards.get(id);
    return card ? { ...card } : null;
  }

  async findByCode(code: string): Promise<Card | null> {
    const card = [...this.cards.values()].find((stored) => stored.code === code);
    return card ? { ...card } : null;
  }

  async findByIdsOrCodes(ids: number[], codes: string[]): Promise<Card[]> {
    return [...this.cards.values()].filter((card) => ids.includes(card.id) || codes.includes(card.code)).map((card) => ({ ...card }));
  }

  async findPrintings(code: string): Promise<Card[]> {
    const base = printingBaseCode(code);
    return byPrinting([...this.cards.values()].filter((card) => printingBaseCode(card.code) === base).map((card) => ({ ...card })));
  }

  async count(): Promise<number> {
    return this.cards.size;
  }

  async upsertMany(cards: NewCard[]): Promise<number> {
    const byCode = new Map(cards.map((card) => [card.code, card]));
    for (const card of byCode.values()) {
      const existing = [...this.cards.values()].find((stored) => stored.code === card.code);
      if (existing) this.cards.set(existing.id, { ...existing, ...card, rarity: card.rarity ?? null });
      else {
        const id = this.nextId++;
        this.cards.set(id, { ...card, rarity: card.rarity ?? null, id, createdAt: new Date() });
      }
    }
    return byCode.size;
  }

  async update(id: number, changes: Partial<NewCard>): Promise<Card | null> {
    const card = this.cards.get(id);
    if (!card) return null;
    const updated = { ...card, ...changes };
    this.cards.set(id, updated);
    return { ...updated };
  }

  async updateTypes(changes: Array<{ id: number; type: string }>): Promise<void> {
    for (const { id, type } of changes) await this.update(id, { type });
  }

  async deleteById(id: number): Promise<boolean> {
    return this.cards.delete(id);
  }

  async create(card: NewCard): Promise<Card | null> {
    if (await this.findByCode(card.code)) return null;
    const id = this.nextId++;
    this.cards.set(id, { ...card, rarity: card.rarity ?? null, id, createdAt: new Date() });
    return this.findById(id);
  }

  async deleteByIds(ids: readonly number[]): Promise<number> {
    return [...new Set(ids)].filter((id) => this.cards.delete(id)).length;
  }

  async deleteAll(): Promise<number> {
    const count = this.cards.size;
    this.cards.clear();
    return count;
  }

  async deleteByCodePrefix(prefix: string): Promise<number> {
    const upper = prefix.toUpperCase();
    const doomed = [...this.cards.values()].filter((card) => card.code.toUpperCase().startsWith(upper));
    for (const card of doomed) this.cards.delete(card.id);
    return doomed.length;
  }
}
