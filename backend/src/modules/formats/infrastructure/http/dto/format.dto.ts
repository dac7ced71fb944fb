import { ApiProperty } from '@nestjs/swagger';
import type { Format } from '../../../domain/format.js';

export class BanListEntryDto {
  /** Card code; every printing of the card counts ('OP01-024_p1' is 'OP01-024'). */
  code: string;
  /** 0 = banned, 1 to 3 = restricted to that many copies. */
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 3 })
  maxCopies: number;
}

/** A game format: which sets are legal, the ban list, whether it is the current one. */
export class FormatDto {
  /** 'OP10' */
  code: string;
  name: string;
  /** Set prefixes of card codes: 'OP01', 'ST10', 'EB01', 'PRB01', 'P' (promos). */
  legalSets: string[];
  banList: BanListEntryDto[];
  /** The current format is the default for new decks and the home page's meta overview. */
  isCurrent: boolean;

  static from(format: Format): FormatDto {
    return {
      code: format.code,
      name: format.name,
      legalSets: [...format.legalSets],
      banList: format.banList.map(({ code, maxCopies }) => ({ code, maxCopies })),
      isCurrent: format.isCurrent,
    };
  }
}

export class FormatDeletedDto {
  success: boolean;
}
