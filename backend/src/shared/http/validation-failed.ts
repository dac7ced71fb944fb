import type { ValidationError } from '@nestjs/common';
import { DomainError } from '../domain/domain-error.js';

/** One broken rule of a request: the field as a dotted path (`cards.2.quantity`) and a stable code. */
export interface ValidationDetail {
  field: string;
  code: string;
}

/**
 * class-validator constraint names → the stable codes of the error contract (ADR 0013). A
 * constraint missing here answers its own name in snake_case, so a new decorator never breaks the
 * contract, it only adds a code.
 */
const CODE_BY_CONSTRAINT: Record<string, string> = {
  isDefined: 'required',
  isNotEmpty: 'required',
  isString: 'not_a_string',
  isInt: 'not_an_integer',
  isNumber: 'not_a_number',
  isBoolean: 'not_a_boolean',
  isArray: 'not_an_array',
  isObject: 'not_an_object',
  isEmail: 'invalid_email',
  isUrl: 'invalid_url',
  isIn: 'not_allowed',
  isEnum: 'not_allowed',
  matches: 'invalid_format',
  minLength: 'too_short',
  maxLength: 'too_long',
  min: 'too_small',
  max: 'too_large',
  arrayMinSize: 'too_few',
  arrayMaxSize: 'too_many',
  whitelistValidation: 'unknown_field',
  nestedValidation: 'invalid',
};

export function constraintCode(constraint: string): string {
  return CODE_BY_CONSTRAINT[constraint] ?? constraint.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/**
 * Every broken rule of a request body or query, nested objects and arrays included. Per field
 * the first failing constraint is reported (class-validator checks them in declaration order,
 * bottom-up, so the reported one is the top-most decorator: type before range).
 */
export function validationDetails(errors: ValidationError[], parent = ''): Array<ValidationDetail & { message: string }> {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const constraints = Object.entries(error.constraints ?? {});
    if (constraints.length) {
      const [name, message] = constraints.at(-1)!;
      return [{ field, code: constraintCode(name), message }];
    }
    if (error.children?.length) return validationDetails(error.children, field);
    return [{ field, code: 'invalid', message: `${field} is invalid` }];
  });
}

/** 422 `validation_failed`: the request's shape or types are wrong (DTO) or a domain rule is broken. */
export class ValidationFailedError extends DomainError {
  readonly code = 'validation_failed';
  readonly kind = 'invalid';
  constructor(
    message: string,
    override readonly details: ValidationDetail[],
  ) {
    super(message, details);
  }

  static fromValidationErrors(errors: ValidationError[]): ValidationFailedError {
    const all = validationDetails(errors);
    return new ValidationFailedError(
      [...new Set(all.map((detail) => detail.message))].join('; '),
      all.map(({ field, code }) => ({ field, code })),
    );
  }
}
