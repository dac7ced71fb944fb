import { ApiProperty } from '@nestjs/swagger';
import { DETAIL_CODES, ERROR_CODES, type DetailCode, type ErrorCode } from '../domain/error-codes.js';

/** One broken rule: the field as a dotted path (`cards.0.quantity`) and a stable code. */
export class ValidationDetailDto {
  /** e.g. 'name', 'cards.0.quantity'. */
  field: string;
  /** e.g. 'required', 'too_long', 'not_an_integer', 'unknown_field', or a domain rule such as 'minimumCards'. Every code there is (ADR 0024). */
  @ApiProperty({ enum: DETAIL_CODES, enumName: 'ValidationDetailCode' })
  code: DetailCode;
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
  /** validation_failed: every broken rule. (A few codes carry their own object here, e.g. unknown_cards: { cardIds }.) */
  @ApiProperty({ type: [ValidationDetailDto], required: false })
  details?: ValidationDetailDto[];
}
