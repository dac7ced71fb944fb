import { ConfigError, loadAppConfig } from './app-config.js';

describe('loadAppConfig', () => {
  it('has working defaults for the embedded install', () => {
    const config = loadAppConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 3000,
      dbType: 'sqlite',
      dbPath: '/srv/app/data/app.sqlite',
      publicUrl: 'http://localhost:3000',
      adminUsername: 'admin',
      adminPassword: undefined,
      seedDemo: true,
      uploadsDir: '/srv/app/data/uploads',
      smtpUrl: undefined,
      cardCatalogUrl: undefined,
      sessionSecretGenerated: true,
    });
    expect(config.sessionSecret).toHaveLength(64);
  });

  it('reads every setting', () => {
    const config = loadAppConfig({
      PORT: '8080',
      DB_TYPE: 'mysql',
      DATABASE_URL: 'mysql://root@127.0.0.1:3306/decks',
      SESSION_SECRET: 'a-very-long-secret-value',
      PUBLIC_URL: 'https://decks.example/',
      ADMIN_USERNAME: 'captain',
      ADMIN_PASSWORD: 'treasure',
      ADMIN_EMAIL: 'captain@example.com',
      SEED_DEMO: 'false',
      SMTP_URL: 'smtp://localhost:1025',
      MAIL_FROM: 'Decks <decks@example.com>',
      UPLOADS_DIR: '/var/uploads',
      CARD_CATALOG_URL: 'https://catalog.example/api',
    });
    expect(config).toMatchObject({
      port: 8080,
      dbType: 'mysql',
      databaseUrl: 'mysql://root@127.0.0.1:3306/decks',
      sessionSecret: 'a-very-long-secret-value',
      sessionSecretGenerated: false,
      publicUrl: 'https://decks.example',
      adminUsername: 'captain',
      adminPassword: 'treasure',
      adminEmail: 'captain@example.com',
      seedDemo: false,
      smtpUrl: 'smtp://localhost:1025',
      uploadsDir: '/var/uploads',
      cardCatalogUrl: 'https://catalog.example/api',
    });
  });

  it('reads TRUST_PROXY as a hop count, never as "trust everything" (#15)', () => {
    expect(loadAppConfig({}, '/srv/app').trustProxy).toBe(0);
    expect(loadAppConfig({ TRUST_PROXY: 'true' }, '/srv/app').trustProxy).toBe(1);
    expect(loadAppConfig({ TRUST_PROXY: 'false' }, '/srv/app').trustProxy).toBe(0);
    expect(loadAppConfig({ TRUST_PROXY: '2' }, '/srv/app').trustProxy).toBe(2);
    expect(() => loadAppConfig({ TRUST_PROXY: 'all' }, '/srv/app')).toThrow(/TRUST_PROXY must be the number of reverse proxies/);
  });

  it('keeps rate limits in the database unless REDIS_URL names a Redis (ADR 0021)', () => {
    expect(loadAppConfig({}, '/srv/app')).toMatchObject({ redisUrl: undefined, redisPrefix: 'opdecks:' });
    expect(loadAppConfig({ REDIS_URL: 'redis://cache:6379/2', REDIS_PREFIX: 'site-b:' }, '/srv/app')).toMatchObject({
      redisUrl: 'redis://cache:6379/2',
      redisPrefix: 'site-b:',
    });
    expect(loadAppConfig({ REDIS_URL: 'rediss://cache:6380' }, '/srv/app').redisUrl).toBe('rediss://cache:6380');
    expect(() => loadAppConfig({ REDIS_URL: 'http://cache:6379' }, '/srv/app')).toThrow(/REDIS_URL must start with redis: or rediss:/);
  });

  it('stops with one message naming every bad setting', () => {
    let error: unknown;
    try {
      loadAppConfig({ PORT: 'eighty', DB_TYPE: 'postgres', SEED_DEMO: 'maybe', SMTP_URL: 'not a url', SESSION_SECRET: 'short', ADMIN_PASSWORD: '123' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    for (const name of ['PORT', 'DB_TYPE', 'SEED_DEMO', 'SMTP_URL', 'SESSION_SECRET', 'ADMIN_PASSWORD']) expect(message).toContain(name);
  });

  it('requires a database URL that names a database when DB_TYPE=mysql', () => {
    expect(() => loadAppConfig({ DB_TYPE: 'mysql' })).toThrow(/DATABASE_URL is required/);
    expect(() => loadAppConfig({ DB_TYPE: 'mysql', DATABASE_URL: 'mysql://root@127.0.0.1:3306' })).toThrow(/must name a database/);
    expect(() => loadAppConfig({ DB_TYPE: 'mysql', DATABASE_URL: 'postgres://x/y' })).toThrow(/DATABASE_URL must start with/);
  });
});
