import type { ValidationError } from '@nestjs/common';
import { DomainError } from '../domain/domain-error.js';
import type { DetailCode } from '../domain/error-codes.js';

/** One broken rule of a request: the field as a dotted path (`cards.2.quantity`) and a stable code. */
export interface ValidationDetail {
  field: string;
  code: DetailCode;
  /** The values the field accepts, when the DTO names them (a list's `sort`, ADR 0074). */
  allowed?: string[];
}

/**
 * class-validator constraint names → the stable codes of the error contract (ADR 0013). A
 * constraint missing here answers 'invalid' (ADR 0024: the set of codes is closed, so the client has
 * a text for every one); map a new decorator here to give it a code of its own.
 */
const CODE_BY_CONSTRAINT: Record<string, DetailCode> = {
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
  isImageAddress: 'invalid_url',
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

export function constraintCode(constraint: string): DetailCode {
  return CODE_BY_CONSTRAINT[constraint] ?? 'invalid';
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
      // class-validator adds a nested field's "must be an object or array" after the field's own
      // checks; the own type check (`not_an_array` for `"matchups": null`) says more (#32).
      const own = constraints.filter(([name]) => name !== 'nestedValidation');
      const [name, message] = (own.length ? own : constraints).at(-1)!;
      // A decorator's `context: { allowed }` (SortParam) tells the caller what would have been accepted.
      const allowed = (error.contexts?.[name] as { allowed?: unknown } | undefined)?.allowed;
      return [{ field, code: constraintCode(name), message, ...(Array.isArray(allowed) ? { allowed: allowed.map(String) } : {}) }];
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
      all.map(({ message: _message, ...detail }) => detail),
    );
  }
}
