import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { GALLERY_PRINTINGS, GALLERY_SORTS, type GalleryPrintings, type GallerySort } from '../../../domain/card-gallery.js';
import { QUERY_FIELDS, QUERY_OPERATORS, type QueryField, type QueryOperator } from '../../../domain/card-search.js';
import { CardDto } from './card.dto.js';

/** Longest query read: a long search is a few dozen terms. */
export const MAX_QUERY_LENGTH = 500;

const QUERY_DESCRIPTION =
  'The search syntax (the /cards/syntax page documents it): free words and "quoted phrases" match name, ability, trigger and code; ' +
  't: type, c: colour (c:red/green both colours, c:multi), cost/power/counter/life with = < <= > >= !=, a: attribute (any part of a combined one), ' +
  'f: family, set:, r: rarity, name:, code:; a leading - negates a term; every term must hold. ' +
  'A query the syntax cannot read is 422 validation_failed with details [{ field: "q", code, position, token }], ' +
  'code one of unknown_keyword, operator_not_allowed, not_a_number, missing_value, unclosed_quote, unknown_colour.';

/** GET /api/cards: the product's whole list, or the cards a query matches. */
export class ListCardsQueryDto {
  /** Without it (or empty) the whole list, as docs/product.md has it. */
  @ApiProperty({ required: false, maxLength: MAX_QUERY_LENGTH, description: QUERY_DESCRIPTION, example: 'c:red t:character cost<=2 counter>=1000 "rush"' })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_QUERY_LENGTH)
  q?: string;
}

/** GET /api/cards/search. */
export class SearchCardsQueryDto {
  @ApiProperty({ maxLength: MAX_QUERY_LENGTH, description: QUERY_DESCRIPTION, example: 'c:red t:character cost<=2 counter>=1000 "rush"' })
  @IsString()
  @MaxLength(MAX_QUERY_LENGTH)
  q: string;
}

/** Cards are shown 24 at a time, and each load-more adds 24 (docs/product.md#limits). */
export const GALLERY_PAGE_SIZE = 24;
export const MAX_GALLERY_PAGE_SIZE = 96;

/** GET /api/cards/gallery: a page of the /cards gallery. */
export class CardGalleryQueryDto {
  /** Without it (or empty) every card. */
  @ApiProperty({ required: false, maxLength: MAX_QUERY_LENGTH, description: QUERY_DESCRIPTION, example: 'c:red t:character cost<=2' })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_QUERY_LENGTH)
  q?: string;

  /** set (default): by set number; name: by name, then set number. */
  @ApiProperty({ required: false, enum: GALLERY_SORTS, default: 'set' })
  @IsOptional()
  @IsIn(GALLERY_SORTS)
  sort?: GallerySort;

  /** grouped (default): one tile per card with its printings; all: a tile per printing. */
  @ApiProperty({ required: false, enum: GALLERY_PRINTINGS, default: 'grouped' })
  @IsOptional()
  @IsIn(GALLERY_PRINTINGS)
  printings?: GalleryPrintings;

  /** Tiles to skip; beyond the last tile answers no tiles. */
  @ApiProperty({ type: 'integer', required: false, minimum: 0, default: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  offset?: number;

  @ApiProperty({ type: 'integer', required: false, minimum: 1, maximum: MAX_GALLERY_PAGE_SIZE, default: GALLERY_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_GALLERY_PAGE_SIZE)
  limit?: number;
}

/** A tile: the card shown and every printing of it, in list order. */
export class CardGroupDto {
  card: CardDto;
  @ApiProperty({ type: CardDto, isArray: true })
  printings: CardDto[];
}

/** One term of a query as the server read it. */
export class CardQueryTermDto {
  @ApiProperty({ enum: QUERY_FIELDS, description: "'text' for free words and phrases" })
  field: QueryField;
  @ApiProperty({ enum: QUERY_OPERATORS, description: "':' for every field but the numbers" })
  operator: QueryOperator;
  value: string;
  negated: boolean;
  /** The term in canonical spelling ('t:character', 'cost<=2', '"straw hat"', '-a:Slash'): what the filters panel writes. */
  text: string;
}

/** The cards a query matches, by id, in list order (set number); the page shows them from the cached list. */
export class CardSearchResultDto {
  /** The query as received. */
  q: string;
  @ApiProperty({ type: 'integer' })
  total: number;
  @ApiProperty({ type: 'integer', isArray: true })
  ids: number[];
  @ApiProperty({ type: CardQueryTermDto, isArray: true })
  terms: CardQueryTermDto[];
}

/** A page of the /cards gallery. */
export class CardGalleryDto {
  /** The query as received ('' for every card). */
  q: string;
  /** Tiles the query matches in all (in this grouping). */
  @ApiProperty({ type: 'integer' })
  total: number;
  /** Cards in the whole list: 0 means there are none yet (not that the query matched none). */
  @ApiProperty({ type: 'integer' })
  cardCount: number;
  /** The page's first tile's position among the `total`. */
  @ApiProperty({ type: 'integer' })
  offset: number;
  @ApiProperty({ type: CardQueryTermDto, isArray: true })
  terms: CardQueryTermDto[];
  @ApiProperty({ type: CardGroupDto, isArray: true })
  groups: CardGroupDto[];
}

/** One choice of a filter: the value it shows and the query term(s) it writes. */
export class FilterOptionDto {
  /** 'CHARACTER', 'Red', 'OP-01', 'Slash', '6+', '3001-5000'. */
  value: string;
  /** 't:character', 'c:red', 'set:OP-01', 'cost>=6', 'power>=3001 power<=5000'. */
  term: string;
}

/** The choices of the /cards filters panel, from the cards themselves; each writes terms of the search syntax. */
export class CardFilterOptionsDto {
  /** Normalised types, in the game's order. */
  @ApiProperty({ type: FilterOptionDto, isArray: true })
  types: FilterOptionDto[];
  @ApiProperty({ type: FilterOptionDto, isArray: true })
  colors: FilterOptionDto[];
  /** docs/product.md#cards: 1 to 5 and 6+. */
  @ApiProperty({ type: FilterOptionDto, isArray: true })
  costs: FilterOptionDto[];
  /** docs/product.md#cards: 1-3000, 3001-5000, 5001-7000, 7001+. */
  @ApiProperty({ type: FilterOptionDto, isArray: true })
  powers: FilterOptionDto[];
  /** In set order, names readable (HTML entities decoded). */
  @ApiProperty({ type: FilterOptionDto, isArray: true })
  sets: FilterOptionDto[];
  /** Combined attributes ('Slash/Special') split into their parts. */
  @ApiProperty({ type: FilterOptionDto, isArray: true })
  attributes: FilterOptionDto[];
  @ApiProperty({ type: FilterOptionDto, isArray: true })
  families: FilterOptionDto[];
  /** Only where the imported data has a rarity. */
  @ApiProperty({ type: FilterOptionDto, isArray: true })
  rarities: FilterOptionDto[];
}
