import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

/**
 * The `sort` parameter of a list (ADR 0074): one of `values` (a field, `-` in front for descending),
 * documented as an enum; anything else is 422 validation_failed whose detail lists the allowed values
 * (`allowed`, and in the message).
 */
export function SortParam(values: readonly string[], defaultValue: string, description: string) {
  return applyDecorators(
    ApiProperty({ enum: [...values], required: false, default: defaultValue, description }),
    IsOptional(),
    IsIn([...values], { context: { allowed: [...values] } }),
  );
}
