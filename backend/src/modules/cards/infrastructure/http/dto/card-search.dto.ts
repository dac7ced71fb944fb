import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../../../../shared/http/page-query.dto.js';
import { GALLERY_PRINTINGS, GALLERY_SORTS, type GalleryPrintings, type GallerySort } from '../../../domain/card-gallery.js';
import {
  OPTIONAL_QUERY_FIELDS,
  QUERY_FIELDS,
  QUERY_NOTICES,
  QUERY_OPERATORS,
  QUERY_PROBLEMS,
  type OptionalQueryField,
  type QueryField,
  type QueryNoticeCode,
  type QueryOperator,
} from '../../../domain/card-search.js';
import { CardDto } from './card.dto.js';

/** Longest query read: a long search is a few dozen terms. */
export const MAX_QUERY_LENGTH = 500;

const QUERY_DESCRIPTION =
  'The search syntax (the /cards/syntax page documents it): free words and "quoted phrases" match name, ability, trigger and code; ' +
  '!"name" the exact whole name; t: type, c: colour (c:red/green both colours, c:multi), cost/power/counter/life with = < <= > >= !=, ' +
  'a: attribute (a whole one: Slash finds Slash/Special), f: family (a whole trait, f:~word a part of one), set:, r: rarity, name:, code:. ' +
  'Terms side by side (or joined by and) must all hold; or between them needs one (AND binds tighter); parentheses group; ' +
  'a leading - negates a term or a group. ' +
  'A query the syntax cannot read is 422 validation_failed with details [{ field: "q", code, position, token, help }] (position: 0-based ' +
  'offset of the character at fault; help: the syntax page), code one of ' +
  QUERY_PROBLEMS.join(', ') +
  ". A term on a field no card carries (rarity when the imported data has none) finds no card and is named in the answer's notices.";

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
export class CardGalleryQueryDto extends PageQueryDto(GALLERY_PAGE_SIZE, MAX_GALLERY_PAGE_SIZE) {
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
}

/** A tile: the card shown and every printing of it, in list order. */
export class CardGroupDto {
  card: CardDto;
  @ApiProperty({ type: CardDto, isArray: true })
  printings: CardDto[];
}

/** One term of a query as the server read it. */
export class CardQueryTermDto {
  @ApiProperty({ enum: QUERY_FIELDS, description: "'text' for free words and phrases; 'group' for a parenthesised or OR-joined part" })
  field: QueryField;
  @ApiProperty({
    enum: QUERY_OPERATORS,
    description: "':' for every field but the numbers; '~' a part of a trait or attribute (f:~hat); '==' the exact whole name (!\"Nami\")",
  })
  operator: QueryOperator;
  /** The value as typed; a group's inner query in canonical spelling ('c:red OR c:blue'). */
  value: string;
  negated: boolean;
  /** The term in canonical spelling ('t:character', 'cost<=2', '"straw hat"', '-a:Slash', '(c:red OR c:blue)'): what the filters panel writes. */
  text: string;
}

/** Something to read a query's answer with: a term on a field no imported card carries cannot match (`field_not_in_data`). */
export class CardQueryNoticeDto {
  @ApiProperty({ enum: QUERY_NOTICES, enumName: 'CardQueryNoticeCode' })
  code: QueryNoticeCode;
  /** The field no card carries. */
  @ApiProperty({ enum: OPTIONAL_QUERY_FIELDS })
  field: OptionalQueryField;
  /** The query's terms on that field, in canonical spelling ('r:sr'). */
  terms: string[];
  /** In English, for reading by hand; screens translate code and field. */
  message: string;
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
  /** Empty when the answer needs no comment. */
  @ApiProperty({ type: CardQueryNoticeDto, isArray: true })
  notices: CardQueryNoticeDto[];
}

/** A page of the /cards gallery (ADR 0067: items, page, pageSize, total, as every paged list). */
export class CardGalleryDto {
  /** The query as received ('' for every card). */
  q: string;
  /** Tiles the query matches in all (in this grouping). */
  @ApiProperty({ type: 'integer' })
  total: number;
  /** Cards in the whole list: 0 means there are none yet (not that the query matched none). */
  @ApiProperty({ type: 'integer' })
  cardCount: number;
  /** The page shown, 1-based. */
  @ApiProperty({ type: 'integer' })
  page: number;
  @ApiProperty({ type: 'integer' })
  pageSize: number;
  @ApiProperty({ type: CardQueryTermDto, isArray: true })
  terms: CardQueryTermDto[];
  /** Empty when the answer needs no comment. */
  @ApiProperty({ type: CardQueryNoticeDto, isArray: true })
  notices: CardQueryNoticeDto[];
  /** The page's tiles. */
  @ApiProperty({ type: CardGroupDto, isArray: true })
  items: CardGroupDto[];
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
