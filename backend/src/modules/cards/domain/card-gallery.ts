import { printingBaseCode, printingKind, type Card } from './card.js';

/** 'set' keeps the list's order (by set number, docs/product.md#cards); 'name' sorts by name, then set number. */
export const GALLERY_SORTS = ['set', 'name'] as const;
export type GallerySort = (typeof GALLERY_SORTS)[number];

/** 'grouped': one tile per card, its printings in the popup; 'all': a tile for every printing. */
export const GALLERY_PRINTINGS = ['grouped', 'all'] as const;
export type GalleryPrintings = (typeof GALLERY_PRINTINGS)[number];

/** A tile of the /cards gallery: the card shown and every printing of it (in list order). */
export interface GalleryGroup {
  card: Card;
  printings: readonly Card[];
}

/**
 * The /cards gallery's tiles for the cards a query matched (`matching`, in list order, a subset of
 * `all`): in the chosen order, one tile per card (printings share a base code) showing the base
 * printing when it matches, else the first printing that does; with 'all', a tile per printing.
 * Each tile lists every printing of its card, matching or not.
 */
export function galleryGroups(matching: readonly Card[], all: readonly Card[], sort: GallerySort, printings: GalleryPrintings): GalleryGroup[] {
  const byBase = new Map<string, Card[]>();
  for (const card of all) {
    const base = printingBaseCode(card.code);
    const group = byBase.get(base);
    if (group) group.push(card);
    else byBase.set(base, [card]);
  }
  const printingsOf = (card: Card) => byBase.get(printingBaseCode(card.code)) ?? [card];
  let shown: readonly Card[] = matching;
  if (printings === 'grouped') {
    const chosen = new Map<string, Card>();
    for (const card of matching) {
      const base = printingBaseCode(card.code);
      const current = chosen.get(base);
      if (!current || (printingKind(current.code) !== 'base' && printingKind(card.code) === 'base')) chosen.set(base, card);
    }
    shown = [...chosen.values()];
  }
  if (sort === 'name') {
    const position = new Map(shown.map((card, index) => [card.id, index]));
    shown = [...shown].sort((a, b) => a.name.localeCompare(b.name, 'en') || position.get(a.id)! - position.get(b.id)!);
  }
  return shown.map((card) => ({ card, printings: printingsOf(card) }));
}
