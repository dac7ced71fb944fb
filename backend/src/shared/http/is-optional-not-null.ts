import { ValidateIf, type ValidationOptions } from 'class-validator';

/**
 * A body field that may be left out (the DTO's default then applies) but, when sent, is checked like
 * any other, null included (#32). class-validator's @IsOptional() skips null as well, and the null
 * then reached code that maps or reads it (a 500 on `"matchups": null`). Fields that accept null say
 * so themselves with `@ValidateIf((_, value) => value !== null)` and `nullable: true`.
 */
export function IsOptionalNotNull(options?: ValidationOptions): PropertyDecorator {
  return ValidateIf((_object: object, value: unknown) => value !== undefined, options);
}
