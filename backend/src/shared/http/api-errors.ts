import type { ErrorCode } from '../domain/error-codes.js';

export const API_ERRORS_KEY = 'openapi:error-codes';

/**
 * The HTTP status each code answers with (ADR 0068). A domain error's status comes from its `kind`
 * (domain-error.filter.ts); `api-errors.spec.ts` reads every DomainError of the sources and fails
 * when this table says otherwise or lacks a code, so the document cannot put a code under the wrong status.
 * (Partial so that a module adding a code is not stopped by the compiler mid-change; the spec is the check.)
 */
export const ERROR_STATUS: Partial<Record<ErrorCode, number>> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  method_not_allowed: 405,
  request_header_fields_too_large: 431,
  invalid: 422,
  too_many_requests: 429,
  unavailable: 503,
  error: 500,
  internal_error: 500,
  database_unavailable: 503,
  validation_failed: 422,
  authentication_required: 401,
  access_denied: 403,
  email_not_verified: 403,
  csrf_origin_refused: 403,
  page_out_of_range: 404,
  image_missing: 422,
  not_an_image: 422,
  image_format_not_allowed: 422,
  image_too_many_pixels: 422,
  username_taken: 409,
  email_taken: 409,
  invalid_credentials: 401,
  missing_credentials: 422,
  not_an_admin: 403,
  verification_token_missing: 422,
  verification_token_invalid: 422,
  email_already_verified: 409,
  user_not_found: 404,
  cannot_delete_self: 403,
  cannot_delete_main_admin: 403,
  already_logged_in: 409,
  unlock_token_invalid: 422,
  invalid_card_file: 400,
  card_file_not_an_array: 400,
  card_not_found: 404,
  card_code_taken: 409,
  invalid_prefix: 422,
  card_not_found_online: 404,
  card_catalog_unavailable: 503,
  deck_not_found: 404,
  unknown_cards: 422,
  leader_not_a_leader: 422,
  empty_deck_list: 422,
  not_deck_owner: 403,
  deck_limit_reached: 409,
  deck_creation_rate_limited: 429,
  player_not_found: 404,
  format_not_found: 404,
  format_code_taken: 409,
  format_is_current: 409,
  no_current_format: 404,
  invalid_format: 422,
  news_not_found: 404,
  invalid_news: 422,
  unknown_deck: 422,
  comment_not_found: 404,
  comment_target_not_found: 404,
  invalid_comment: 422,
  not_comment_author: 403,
  report_target_not_found: 404,
  already_reported: 409,
  report_rate_limited: 429,
  no_open_reports: 404,
  tier_list_entry_not_found: 404,
  tier_list_deck_not_found: 404,
  tier_list_deck_is_draft: 422,
  tier_list_format_mismatch: 422,
  tier_list_deck_already_placed: 409,
  tier_list_invalid_position: 422,
  tier_list_invalid_tier: 422,
  tier_list_unknown_format: 422,
  tier_list_notes_too_long: 422,
  tournament_not_found: 404,
  tournament_nothing_readable: 422,
  tournament_already_imported: 409,
  tournament_unknown_format: 422,
  tournament_csv_unreadable: 422,
  policy_too_long: 422,
  phrase_not_found: 404,
  phrase_list_not_found: 404,
  invalid_phrase: 422,
};

/**
 * The error codes a handler answers beyond the ones every route of its kind may give, which
 * applyOpenApiContract adds from its access policy, body and parameters (401/403 of the policy,
 * 400 bad_request, 413, 422 validation_failed, 503 database_unavailable). Written beside the
 * handler, next to what it calls; openapi.yaml lists them per status as an enum a client can
 * switch on, and every error answer of the API suites must carry a listed code (ADR 0068).
 */
export const ApiErrors =
  (...codes: ErrorCode[]): MethodDecorator =>
  (_target, _key, descriptor) => {
    // Adds to the codes listed by other decorators on the handler (e.g. a paged answer's page_out_of_range).
    const handler = descriptor.value as object;
    const listed = (Reflect.getMetadata(API_ERRORS_KEY, handler) as ErrorCode[] | undefined) ?? [];
    Reflect.defineMetadata(API_ERRORS_KEY, [...new Set([...listed, ...codes])], handler);
    return descriptor;
  };
