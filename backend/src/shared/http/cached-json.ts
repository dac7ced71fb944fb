// Superseded by cached-response.ts (one helper for JSON and pages, ADR 0022); kept only until the
// card module's callers move over.
export { cacheJson as buildCachedJson, sendCached as sendCachedJson, type CachedResponse as CachedJson } from './cached-response.js';
