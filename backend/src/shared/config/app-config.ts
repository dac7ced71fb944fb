import { randomBytes } from 'node:crypto';
import { isAbsolute, resolve } from 'node:path';

export type DbType = 'sqlite' | 'mysql';

/** Every setting of the app, read once from the environment and validated at start-up. Also the DI token. */
export class AppConfig {
  port: number;
  dbType: DbType;
  /** SQLite file (or ':memory:'). */
  dbPath: string;
  databaseUrl: string | undefined;
  sessionSecret: string;
  /** Set when SESSION_SECRET was missing, so start-up can warn that sessions end on restart. */
  sessionSecretGenerated: boolean;
  publicUrl: string;
  adminUsername: string;
  adminPassword: string | undefined;
  adminEmail: string;
  seedDemo: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  uploadsDir: string;
  /** Where mail goes when SMTP_URL is not set. */
  outboxDir: string;
  cardCatalogUrl: string | undefined;
  /** Sent as x-api-key to the card catalogue, when it wants one. */
  cardCatalogApiKey: string | undefined;
  /** Built SPA; absent in API-only runs. */
  frontendDist: string;
  logLevel: string;
  /** Reverse proxies in front of the app whose X-Forwarded-For entry is trusted (0 = none; never "all"). */
  trustProxy: number;
  /** Login, register, resend and verify calls allowed per IP per minute. */
  authRateLimitPerMinute: number;
  /** Deck tool calls (list import, statistics, legality) allowed per player account per minute (DECK_TOOLS_RATE_LIMIT; admins are not counted). */
  deckToolsRateLimitPerMinute: number;
  /**
   * Public reads (the API's `@Public()` GETs, card pictures aside) allowed per client IP per minute
   * (PUBLIC_READ_RATE_LIMIT, default 600; ADR 0066). The site's own server renders are not counted.
   */
  publicReadRateLimitPerMinute: number;
  /** Hosts card pictures may be fetched from (exact names; http and https only). CARD_IMAGE_HOSTS. */
  cardImageHosts: string[];
  /**
   * Private or loopback addresses a card-image fetch may still reach (CARD_IMAGE_PRIVATE_ALLOWED).
   * Empty in production; tests name their loopback server here.
   */
  cardImagePrivateAllowed: string[];
  /** Whole-fetch time limit for one card picture, in milliseconds (CARD_IMAGE_TIMEOUT_MS). */
  cardImageTimeoutMs: number;
  /** Where uploaded images live: a local folder (one instance) or an S3-compatible bucket (several; ADR 0021). */
  storage: 'local' | 's3';
  s3: S3Settings;
  /** When set, rate-limit counters live in this Redis instead of the database (REDIS_URL; ADR 0021). */
  redisUrl: string | undefined;
  /** Prepended to every Redis key, so several sites can share one Redis (REDIS_PREFIX, default 'opdecks:'). */
  redisPrefix: string;
  /**
   * Public answers that are the same for everyone cached serialised and compressed until a write
   * (READ_CACHE, default true; false only to measure or debug the database path). ADR 0022.
   */
  readCache: boolean;
  /** Most bytes the cached answers may take, all encodings together (READ_CACHE_MB, default 64). */
  readCacheBytes: number;
  /**
   * The bearer token GET /api/metrics asks for (METRICS_TOKEN, at least 16 characters); unset, the
   * route answers 404 (ADR 0052).
   */
  metricsToken: string | undefined;
  /**
   * The bulk files (GET /api/bulk) are rebuilt at most this often after a change, in milliseconds
   * (BULK_DATA_INTERVAL_S, default 300; 0 rebuilds as soon as the writes calm down). ADR 0069.
   */
  bulkDataIntervalMs: number;
}

/** S3_* settings, used when STORAGE=s3. */
export interface S3Settings {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

/**
 * Where card pictures come from: the card maker's card list (what the importers derive for a card
 * without an image) and the CDN the community card files point at for cards missing there.
 */
export const DEFAULT_CARD_IMAGE_HOSTS = 'en.onepiece-cardgame.com,cdn.jsdelivr.net';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * Reads and checks the settings. Every problem is reported at once, each naming its variable,
 * so a bad deployment stops with one clear message instead of failing later.
 */
export function loadAppConfig(env: Env = process.env, cwd = process.cwd()): AppConfig {
  const problems: string[] = [];
  const text = (name: string, fallback: string) => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? fallback : value;
  };
  const optional = (name: string) => env[name]?.trim() || undefined;
  const oneOf = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const value = text(name, fallback);
    if (!allowed.includes(value as T)) problems.push(`${name} must be one of ${allowed.join(', ')} (got "${value}")`);
    return value as T;
  };
  const bool = (name: string, fallback: boolean) => {
    const value = text(name, String(fallback)).toLowerCase();
    if (['true', '1', 'yes', 'on'].includes(value)) return true;
    if (['false', '0', 'no', 'off'].includes(value)) return false;
    problems.push(`${name} must be true or false (got "${value}")`);
    return fallback;
  };
  // A hop count (#15): the client IP is the address that many proxies back, so a client cannot pick
  // its own by sending X-Forwarded-For. true/false stay accepted as 1/0.
  const hops = (name: string) => {
    const value = text(name, '0').toLowerCase();
    if (['true', 'yes', 'on'].includes(value)) return 1;
    if (['false', 'no', 'off'].includes(value)) return 0;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    problems.push(`${name} must be the number of reverse proxies in front of the app, e.g. 1 (got "${value}")`);
    return 0;
  };
  const url = (name: string, value: string | undefined, protocols: string[]) => {
    if (value === undefined) return undefined;
    try {
      const parsed = new URL(value);
      if (!protocols.includes(parsed.protocol)) problems.push(`${name} must start with ${protocols.join(' or ')} (got "${value}")`);
    } catch {
      problems.push(`${name} must be a URL (got "${value}")`);
    }
    return value;
  };
  const path = (name: string, fallback: string) => {
    const value = text(name, fallback);
    return value === ':memory:' || isAbsolute(value) ? value : resolve(cwd, value);
  };

  const portText = text('PORT', '3000');
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 1 || port > 65535) problems.push(`PORT must be a whole number from 1 to 65535 (got "${portText}")`);

  const rateText = text('AUTH_RATE_LIMIT', '10');
  const authRateLimitPerMinute = Number(rateText);
  if (!/^\d+$/.test(rateText) || authRateLimitPerMinute < 1) problems.push(`AUTH_RATE_LIMIT must be a whole number of at least 1 (got "${rateText}")`);
  const toolsText = text('DECK_TOOLS_RATE_LIMIT', '120');
  const deckToolsRateLimitPerMinute = Number(toolsText);
  if (!/^\d+$/.test(toolsText) || deckToolsRateLimitPerMinute < 1)
    problems.push(`DECK_TOOLS_RATE_LIMIT must be a whole number of at least 1 (got "${toolsText}")`);

  const readsText = text('PUBLIC_READ_RATE_LIMIT', '600');
  const publicReadRateLimitPerMinute = Number(readsText);
  if (!/^\d+$/.test(readsText) || publicReadRateLimitPerMinute < 1)
    problems.push(`PUBLIC_READ_RATE_LIMIT must be a whole number of at least 1 (got "${readsText}")`);

  const list = (name: string, fallback: string) =>
    text(name, fallback)
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  const timeoutText = text('CARD_IMAGE_TIMEOUT_MS', '10000');
  const cardImageTimeoutMs = Number(timeoutText);
  if (!/^\d+$/.test(timeoutText) || cardImageTimeoutMs < 100)
    problems.push(`CARD_IMAGE_TIMEOUT_MS must be a whole number of at least 100 (got "${timeoutText}")`);

  const dbType = oneOf<DbType>('DB_TYPE', ['sqlite', 'mysql'], 'sqlite');
  const databaseUrl = url('DATABASE_URL', optional('DATABASE_URL'), ['mysql:', 'mariadb:']);
  if (dbType === 'mysql' && !databaseUrl) problems.push('DATABASE_URL is required when DB_TYPE=mysql (e.g. mysql://root@127.0.0.1:3306/decks)');
  if (dbType === 'mysql' && databaseUrl && !/^\/[^/]+/.test(safePathname(databaseUrl))) {
    problems.push(`DATABASE_URL must name a database (e.g. mysql://root@127.0.0.1:3306/decks)`);
  }

  const storage = oneOf<'local' | 's3'>('STORAGE', ['local', 's3'], 'local');
  const s3: S3Settings = {
    endpoint: url('S3_ENDPOINT', optional('S3_ENDPOINT'), ['http:', 'https:']),
    bucket: text('S3_BUCKET', ''),
    region: text('S3_REGION', 'us-east-1'),
    accessKeyId: optional('S3_ACCESS_KEY_ID'),
    secretAccessKey: optional('S3_SECRET_ACCESS_KEY'),
    forcePathStyle: bool('S3_FORCE_PATH_STYLE', false),
  };
  if (storage === 's3' && !s3.bucket) problems.push('S3_BUCKET is required when STORAGE=s3');
  if (Boolean(s3.accessKeyId) !== Boolean(s3.secretAccessKey)) problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');

  const cacheText = text('READ_CACHE_MB', '64');
  const readCacheMb = Number(cacheText);
  if (!/^\d+$/.test(cacheText) || readCacheMb < 1) problems.push(`READ_CACHE_MB must be a whole number of at least 1 (got "${cacheText}")`);

  const redisUrl = url('REDIS_URL', optional('REDIS_URL'), ['redis:', 'rediss:']);

  const metricsToken = optional('METRICS_TOKEN');
  if (metricsToken !== undefined && !/^[\x21-\x7e]{16,}$/.test(metricsToken))
    problems.push('METRICS_TOKEN must be at least 16 characters long, without spaces');

  const bulkText = text('BULK_DATA_INTERVAL_S', '300');
  const bulkDataIntervalSeconds = Number(bulkText);
  if (!/^\d+$/.test(bulkText) || bulkDataIntervalSeconds > 86_400)
    problems.push(`BULK_DATA_INTERVAL_S must be a whole number of seconds from 0 to 86400 (got "${bulkText}")`);

  const givenSecret = optional('SESSION_SECRET');
  if (givenSecret !== undefined && givenSecret.length < 16) problems.push('SESSION_SECRET must be at least 16 characters long');

  const publicUrl = url('PUBLIC_URL', text('PUBLIC_URL', `http://localhost:${portText}`), ['http:', 'https:'])!.replace(/\/+$/, '');

  const adminUsername = text('ADMIN_USERNAME', 'admin');
  if (adminUsername.length < 3) problems.push('ADMIN_USERNAME must be at least 3 characters long');
  const adminPassword = optional('ADMIN_PASSWORD');
  if (adminPassword !== undefined && adminPassword.length < 6) problems.push('ADMIN_PASSWORD must be at least 6 characters long');
  const adminEmail = text('ADMIN_EMAIL', 'admin@localhost');
  if (!/^[^\s@]+@[^\s@]+$/.test(adminEmail)) problems.push(`ADMIN_EMAIL must be an e-mail address (got "${adminEmail}")`);

  const config: AppConfig = Object.assign(new AppConfig(), {
    port,
    dbType,
    dbPath: path('DB_PATH', 'data/app.sqlite'),
    databaseUrl,
    sessionSecret: givenSecret ?? randomBytes(32).toString('hex'),
    sessionSecretGenerated: givenSecret === undefined,
    publicUrl,
    adminUsername,
    adminPassword,
    adminEmail,
    seedDemo: bool('SEED_DEMO', true),
    smtpUrl: url('SMTP_URL', optional('SMTP_URL'), ['smtp:', 'smtps:']),
    mailFrom: text('MAIL_FROM', 'OP Decks <no-reply@localhost>'),
    uploadsDir: path('UPLOADS_DIR', 'data/uploads'),
    outboxDir: path('OUTBOX_DIR', 'data/outbox'),
    cardCatalogUrl: url('CARD_CATALOG_URL', optional('CARD_CATALOG_URL'), ['http:', 'https:']),
    cardCatalogApiKey: optional('CARD_CATALOG_API_KEY'),
    frontendDist: path('FRONTEND_DIST', 'frontend/dist'),
    logLevel: oneOf('LOG_LEVEL', LOG_LEVELS, 'info'),
    trustProxy: hops('TRUST_PROXY'),
    authRateLimitPerMinute,
    deckToolsRateLimitPerMinute,
    publicReadRateLimitPerMinute,
    cardImageHosts: list('CARD_IMAGE_HOSTS', DEFAULT_CARD_IMAGE_HOSTS).map((host) => host.toLowerCase()),
    cardImagePrivateAllowed: list('CARD_IMAGE_PRIVATE_ALLOWED', ''),
    cardImageTimeoutMs,
    storage,
    s3,
    redisUrl,
    redisPrefix: text('REDIS_PREFIX', 'opdecks:'),
    readCache: bool('READ_CACHE', true),
    readCacheBytes: readCacheMb * 1024 * 1024,
    metricsToken,
    bulkDataIntervalMs: bulkDataIntervalSeconds * 1000,
  });
  if (problems.length) throw new ConfigError(problems);
  return config;
}

function safePathname(value: string): string {
  try {
    return new URL(value).pathname;
  } catch {
    return '';
  }
}
