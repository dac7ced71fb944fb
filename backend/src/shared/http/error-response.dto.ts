import { ApiProperty } from '@nestjs/swagger';
import { DETAIL_CODES, ERROR_CODES, type DetailCode, type ErrorCode } from '../domain/error-codes.js';

/** One problem of a card-file entry, by code. */
export class EntryIssueDto {
  /** 'entry' (the entry itself), 'code', 'name', 'cost', 'power' or 'life'. */
  field: string;
  @ApiProperty({ enum: DETAIL_CODES, enumName: 'ValidationDetailCode' })
  issue: DetailCode;
}

/**
 * One entry of `details`, the same shape for every error code (ADR 0051): what is wrong (`field`, a
 * dotted path) and a stable `code`, plus the context a few refusals add. Everything but field and
 * code is optional and only present where said.
 */
export class ValidationDetailDto {
  /** e.g. 'name', 'cards.0.quantity', 'q', 'entries.3' (a card file's fourth entry). */
  field: string;
  /** e.g. 'required', 'too_long', 'not_an_integer', 'unknown_field', or a domain rule such as 'minimumCards'. Every code there is (ADR 0024). */
  @ApiProperty({ enum: DETAIL_CODES, enumName: 'ValidationDetailCode' })
  code: DetailCode;
  /** Card search (field 'q'): 0-based position of the offending token. */
  position?: number;
  /** Card search (field 'q'): the offending token as typed. */
  token?: string;
  /** Card search (field 'q'): the site's page that explains the syntax, '/cards/syntax' (under /en or /it for a language). */
  help?: string;
  /** Card import ('invalid_entry'): the entry's position in the file (0-based) or its key. */
  entry?: string;
  /** Card import ('invalid_entry'): the entry's card code, null when it has none. */
  cardCode?: string | null;
  /** Card import ('invalid_entry'): the entry's problems in English words (screens translate `issues`). */
  problems?: string[];
  /** Card import ('invalid_entry'): the entry's problems by code. */
  issues?: EntryIssueDto[];
  /** Deck save ('unknown_card' on 'cards'): the card id that does not exist. */
  cardId?: number;
  /** Tier list ('format_mismatch' on 'deckId'): the deck's format. */
  deckFormat?: string;
  /** Tier list: the list's format ('format_mismatch'), or the unknown one ('not_allowed' on 'format'). */
  format?: string;
  /** The largest value allowed ('too_large' position, 'too_long' notes). */
  max?: number;
  /** Card import ('too_many' on 'entries'): how many entries are broken in all; only the first 50 are listed. */
  count?: number;
  /** A list's 'sort' ('not_allowed'): the values it accepts, e.g. ['name', '-name', 'createdAt', '-createdAt']. */
  allowed?: string[];
}

/** The body of every 4xx/5xx answer (ADR 0013). */
export class ErrorResponseDto {
  @ApiProperty({ type: 'integer', example: 422 })
  statusCode: number;
  /** Stable machine code the front end translates, e.g. 'not_found', 'validation_failed'. Every code there is (ADR 0024). */
  @ApiProperty({ enum: ERROR_CODES, enumName: 'ErrorCode' })
  code: ErrorCode;
  /** A readable explanation (not for matching: use `code`). */
  message: string;
  /** What is wrong, one entry per problem, for validation_failed and the codes that say more (unknown_cards, invalid_card_file, invalid_news, invalid_format, tier list refusals…). Always a list (ADR 0051). */
  @ApiProperty({ type: [ValidationDetailDto], required: false })
  details?: ValidationDetailDto[];
}
