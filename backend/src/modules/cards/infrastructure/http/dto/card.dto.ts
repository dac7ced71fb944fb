import { ApiProperty } from '@nestjs/swagger';
import { normalizeCardType, printingBaseCode, printingKind, type Card, type PrintingKind } from '../../../domain/card.js';
import { readableSetName } from '../../../domain/card-sets.js';

/** A card on the wire (field names as in docs/product.md#data). */
export class CardDto {
  id: number;
  /** Set code, unique: 'OP01-001', variants 'OP01-001_p1'. */
  code: string;
  name: string;
  /** LEADER, CHARACTER, EVENT, STAGE or DON; older data may hold other spellings until normalised. */
  type: string;
  /** The type as the normalise action would write it (the API's rule; the admin table marks rows where it differs). */
  normalizedType: string;
  imageUrl: string | null;
  /** For leaders this is their life, as the official data stores it. */
  cost: number | null;
  power: number | null;
  /** '1000', '2000', or null when the card has none. */
  counter: string | null;
  /** Slash-separated for multicolour: 'Red/Green'. */
  color: string | null;
  attribute: string | null;
  /** Slash-joined types: 'Supernovas/Heart Pirates'. */
  family: string | null;
  ability: string | null;
  trigger: string | null;
  /** Readable (HTML entities decoded). */
  set: string | null;
  /** Where the imported data has one ('SuperRare', 'SR'). */
  rarity: string | null;
  /** The code every printing of the card shares ('OP01-024' for 'OP01-024_p1'): the 4-copy rule counts them together, /cards shows them as one tile. */
  baseCode: string;
  /** base, parallel (_p1, _p2: alternate art), reprint (_r1) or variant (_c1). */
  @ApiProperty({ enum: ['base', 'parallel', 'reprint', 'variant'] })
  printing: PrintingKind;
  createdAt: string;

  static from(card: Card): CardDto {
    return {
      id: card.id,
      code: card.code,
      name: card.name,
      type: card.type,
      normalizedType: normalizeCardType(card.type),
      imageUrl: card.imageUrl,
      cost: card.cost,
      power: card.power,
      counter: card.counter,
      color: card.color,
      attribute: card.attribute,
      family: card.family,
      ability: card.ability,
      trigger: card.trigger,
      set: card.set === null ? null : readableSetName(card.set) || null,
      rarity: card.rarity ?? null,
      baseCode: printingBaseCode(card.code),
      printing: printingKind(card.code),
      createdAt: new Date(card.createdAt).toISOString(),
    };
  }
}
