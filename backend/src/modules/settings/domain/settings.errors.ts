import { DomainError } from '../../../shared/domain/domain-error.js';

export class PolicyTooLongError extends DomainError {
  readonly code = 'policy_too_long';
  readonly kind = 'invalid';
  constructor() {
    super('The privacy policy is too long');
  }
}
