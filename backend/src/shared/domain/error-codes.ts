/**
 * Every code an error answer can carry (ADR 0024). The client translates by these codes only, and
 * has a text for each in both languages: `ErrorResponseDto.code` and `ValidationDetailDto.code` are
 * these lists as enums in openapi.yaml, and a front-end test fails when its catalogues lack one.
 * `DomainError.code` and `ValidationDetail.code` are typed by them, so a module cannot answer a code
 * that is not listed here; `error-codes.spec.ts` scans the sources for the ones typing cannot see.
 */
export const ERROR_CODES = [
  // Any route: the error filter, the guards and middleware (CODE_BY_STATUS, access, CSRF, rate limit, database).
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'method_not_allowed',
  'request_header_fields_too_large',
  'invalid',
  'too_many_requests',
  'unavailable',
  'error',
  'internal_error',
  'database_unavailable',
  'validation_failed',
  'authentication_required',
  'access_denied',
  'email_not_verified',
  'csrf_origin_refused',
  // Any paged list (shared/domain/paging.ts, ADR 0067): a page past the end.
  'page_out_of_range',
  // uploads (shared/storage: the image intake, every upload route)
  'image_missing',
  'not_an_image',
  'image_format_not_allowed',
  'image_too_many_pixels',
  // users
  'username_taken',
  'email_taken',
  'invalid_credentials',
  'missing_credentials',
  'not_an_admin',
  'verification_token_missing',
  'verification_token_invalid',
  'email_already_verified',
  'user_not_found',
  'cannot_delete_self',
  'cannot_delete_main_admin',
  'already_logged_in',
  'unlock_token_invalid',
  // cards
  'invalid_card_file',
  'card_file_not_an_array',
  'card_not_found',
  'card_code_taken',
  'invalid_prefix',
  'card_not_found_online',
  'card_catalog_unavailable',
  // decks
  'deck_not_found',
  'unknown_cards',
  'leader_not_a_leader',
  'empty_deck_list',
  'not_deck_owner',
  'deck_limit_reached',
  'deck_creation_rate_limited',
  'player_not_found',
  // formats
  'format_not_found',
  'format_code_taken',
  'format_is_current',
  'no_current_format',
  'invalid_format',
  // news
  'news_not_found',
  'invalid_news',
  'unknown_deck',
  // comments
  'comment_not_found',
  'comment_target_not_found',
  'invalid_comment',
  'not_comment_author',
  // moderation
  'report_target_not_found',
  'already_reported',
  'report_rate_limited',
  'no_open_reports',
  // tier list
  'tier_list_entry_not_found',
  'tier_list_deck_not_found',
  'tier_list_deck_is_draft',
  'tier_list_format_mismatch',
  'tier_list_deck_already_placed',
  'tier_list_invalid_position',
  'tier_list_invalid_tier',
  'tier_list_unknown_format',
  'tier_list_notes_too_long',
  // tournaments (issue 35 item 4)
  'tournament_not_found',
  'tournament_nothing_readable',
  'tournament_already_imported',
  'tournament_unknown_format',
  'tournament_csv_unreadable',
  // settings, Decky
  'policy_too_long',
  'phrase_not_found',
  'phrase_list_not_found',
  'invalid_phrase',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * Every `details[].code` of an error answer (details is always a list of { field, code, … }, ADR 0051): the request's shape (class-validator constraints, the body
 * guard, the login guards) and the rules the modules check (decks, formats, news, usernames, card search).
 */
export const DETAIL_CODES = [
  // Shape and type (shared/http/validation-failed.ts, body-guard.ts, the login guards).
  'required',
  'not_a_string',
  'not_an_integer',
  'not_a_number',
  'not_a_boolean',
  'not_an_array',
  'not_an_object',
  'invalid_email',
  'invalid_url',
  'not_allowed',
  'invalid_format',
  'too_short',
  'too_long',
  'too_small',
  'too_large',
  'too_few',
  'too_many',
  'unknown_field',
  'invalid',
  'invalid_utf8',
  'too_deep',
  'invalid_unicode',
  // A card file's broken entries (invalid_card_file: one invalid_entry detail per entry, its issues[].issue
  // missing, not_an_object or not_a_number; too_many with the count when more than are listed).
  'missing',
  'invalid_entry',
  // Deck save: a card id that does not exist (unknown_cards).
  'unknown_card',
  // Tier list: the deck is of another format (tier_list_format_mismatch).
  'format_mismatch',
  // Usernames (#15).
  'username_reserved',
  // Deck save rules (decks domain).
  'deckNameRequired',
  'authorRequired',
  'leaderRequired',
  'minimumCards',
  'quantityRange',
  'duplicateCard',
  'invalidTier',
  'invalidFormat',
  'invalidPriority',
  'matchupIncomplete',
  // Formats (formats domain).
  'invalidFormatCode',
  'formatNameRequired',
  'legalSetsRequired',
  'invalidSet',
  'invalidBanCode',
  'invalidBanCopies',
  // News (news domain).
  'title_required',
  'content_required',
  'author_required',
  // Card search queries (cards domain, QUERY_PROBLEMS).
  'unknown_keyword',
  'operator_not_allowed',
  'missing_value',
  'unclosed_quote',
  'unknown_colour',
  'unclosed_parenthesis',
  'unexpected_parenthesis',
  'empty_group',
  'misplaced_operator',
  'regex_not_supported',
  'part_not_allowed',
  'syntax_error',
] as const;
export type DetailCode = (typeof DETAIL_CODES)[number];
