import type { OpenAPIObject } from '@nestjs/swagger';

/**
 * The document's global tags, in the order Swagger UI and generated clients list them, each with
 * what it groups (spectral's operation-tag-defined; ADR 0068). A controller's @ApiTags must name one
 * of these: the build fails otherwise, so a new module says what it is.
 */
export const API_TAGS: ReadonlyArray<{ name: string; description: string }> = [
  {
    name: 'cards',
    description: 'The card database: the catalogue, the search and its gallery, card pictures and pages, and the admins’ card import and edits.',
  },
  { name: 'decks', description: 'Curated and community decks: the gallery, a deck with its cards, legality and statistics, exports, and saving decks.' },
  { name: 'players', description: "A player's public page: their public decks." },
  { name: 'formats', description: 'The formats (legal sets and ban list) and the current one.' },
  { name: 'game-rules', description: 'The rules of the game a client needs (deck size, copies, draws), as the server applies them.' },
  { name: 'tier list', description: 'The tier list of each format and its administration.' },
  { name: 'tournaments', description: 'Tournament results and the meta built from them.' },
  { name: 'news', description: 'News articles.' },
  { name: 'comments', description: 'Comments on decks and news.' },
  { name: 'favorites', description: "A verified account's favourite decks." },
  { name: 'moderation', description: 'Reports on decks and comments, and what the moderators do with them.' },
  { name: 'account', description: 'Registering, logging in and out, the session, e-mail verification and unlocking an account.' },
  { name: 'admin', description: 'The administrators’ accounts, users and dashboard.' },
  { name: 'settings', description: 'Site settings: the privacy policy.' },
  { name: 'decky', description: 'The mascot’s phrases.' },
  { name: 'bulk-data', description: 'Dated, compressed files of the whole card catalogue and of every public deck, for tools that download once a day.' },
  { name: 'health', description: 'Liveness and readiness of the app and its database, and its metrics.' },
];

/** Whose the document is and what may be done with it (redocly's info-license). */
export const API_LICENSE = {
  name: 'All rights reserved; card names, texts and pictures belong to their publisher (the site is not affiliated with it)',
};

/**
 * The answer any operation may give before its route is reached: Node refuses a request whose
 * header fields are too large (client-errors.ts). Declared on each operation (one shared schema), so
 * each has a 4XX answer (redocly's operation-4xx-response); not a shared `components/responses`
 * entry, as the contract adds headers to each operation's answers.
 */
const HEADERS_TOO_LARGE = 'RequestHeaderFieldsTooLarge';

/**
 * `{ allOf: [x] }` alone is `x` (redocly's no-illogical-composition-keywords). Nest's swagger writes
 * an enum property that names its enum that way; with a description beside it the allOf stays, as
 * OpenAPI 3.0 ignores a $ref's siblings.
 */
function inlineSingleAllOf(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(inlineSingleAllOf);
  if (typeof node !== 'object' || node === null) return node;
  const schema = node as Record<string, unknown>;
  const keys = Object.keys(schema);
  if (keys.length === 1 && keys[0] === 'allOf' && Array.isArray(schema.allOf) && schema.allOf.length === 1) return inlineSingleAllOf(schema.allOf[0]);
  for (const key of keys) schema[key] = inlineSingleAllOf(schema[key]);
  return schema;
}

/**
 * What spectral's `oas` rules and redocly's recommended ones ask of the document that the
 * decorators cannot say (ADR 0068): the global tags with their descriptions, a licence, a 4XX on
 * every operation (431), and no single-member allOf.
 */
export function completeForLinters(document: OpenAPIObject): void {
  const known = new Set(API_TAGS.map((tag) => tag.name));
  const used = new Set<string>();
  const components = (document.components ??= {});
  (components.schemas ??= {})[`${HEADERS_TOO_LARGE}Error`] = {
    allOf: [
      { $ref: '#/components/schemas/ErrorResponseDto' },
      { type: 'object', required: ['code'], properties: { code: { type: 'string', enum: ['request_header_fields_too_large'] } } },
    ],
  };
  for (const item of Object.values(document.paths)) {
    for (const method of ['get', 'head', 'post', 'put', 'patch', 'delete'] as const) {
      const operation = item[method];
      if (!operation) continue;
      for (const tag of operation.tags ?? []) used.add(tag);
      operation.responses['431'] ??= {
        description: 'request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site)',
        content: { 'application/json': { schema: { $ref: `#/components/schemas/${HEADERS_TOO_LARGE}Error` } } },
      };
    }
  }
  const unknown = [...used].filter((tag) => !known.has(tag));
  if (unknown.length) throw new Error(`@ApiTags ${unknown.join(', ')}: add each to API_TAGS (openapi-lint.ts) with a description`);
  document.tags = API_TAGS.filter((tag) => used.has(tag.name));
  document.info.license = API_LICENSE;
  document.components = inlineSingleAllOf(components) as typeof components;
  document.paths = inlineSingleAllOf(document.paths) as typeof document.paths;
}
