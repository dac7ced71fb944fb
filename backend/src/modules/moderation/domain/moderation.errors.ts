import { DomainError } from '../../../shared/domain/domain-error.js';

/** A report of a deck or comment that does not exist, or that the reporter may not read. */
export class ReportTargetNotFoundError extends DomainError {
  readonly code = 'report_target_not_found';
  readonly kind = 'not_found';
  constructor() {
    super('There is nothing to report at this address');
  }
}

/** The player already has an open report of this deck or comment (one at a time, docs/product.md#moderation). */
export class AlreadyReportedError extends DomainError {
  readonly code = 'already_reported';
  readonly kind = 'conflict';
  constructor() {
    super('You have already reported this; the moderators will look at it');
  }
}

/** A player who made as many reports as allowed in the last hour: 429 with Retry-After. */
export class ReportRateLimitedError extends DomainError {
  readonly code = 'report_rate_limited';
  readonly kind = 'rate_limited';
  constructor(
    limit: number,
    override readonly retryAfterSeconds: number,
  ) {
    super(`At most ${limit} reports an hour: try again later`, [{ field: 'reports', code: 'too_many', max: limit }]);
  }
}

/** Dismissing the reports of a target that has no open report. */
export class NoOpenReportsError extends DomainError {
  readonly code = 'no_open_reports';
  readonly kind = 'not_found';
  constructor() {
    super('This deck or comment has no open report');
  }
}

/** A report note over the limit: 422 validation_failed, as a DTO failure answers. */
export class InvalidReportError extends DomainError {
  readonly code = 'validation_failed';
  readonly kind = 'invalid';
  constructor(max: number) {
    super(`A note may have at most ${max} characters`, [{ field: 'note', code: 'too_long', max }]);
  }
}
