import { Injectable } from '@nestjs/common';
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { connect } from 'node:net';
import { AppConfig } from '../../shared/config/app-config.js';

export type DependencyState = 'up' | 'down' | 'disabled';
export interface DependencyCheck {
  state: DependencyState;
  reason: string;
}
export type Dependency = 'storage' | 'mail' | 'redis';

/** A probe's answer is reused this long: the health route is polled often and must stay cheap. */
const KEEP_MS = 5_000;
/** No probe waits longer than this for a connection (SMTP and Redis are only connected to, never spoken to). */
const PROBE_TIMEOUT_MS = 1_000;

/**
 * The state of the storage, mail and Redis behind the app, for GET /api/health (ADR 0052). Each is
 * probed at most every few seconds, in the background: a call answers the last known state at once
 * and starts a fresh probe when that state is old, so a stalled SMTP server never holds a caller.
 */
@Injectable()
export class DependencyChecks {
  private readonly known = new Map<Dependency, { check: DependencyCheck; at: number }>();
  private readonly running = new Set<Dependency>();

  constructor(private readonly config: AppConfig) {}

  /** The last known state of each (a first call waits for the probes, at most PROBE_TIMEOUT_MS). */
  async current(): Promise<Record<Dependency, DependencyCheck>> {
    const names: Dependency[] = ['storage', 'mail', 'redis'];
    const first = names.filter((name) => !this.known.has(name));
    if (first.length) await Promise.all(first.map((name) => this.refresh(name)));
    const now = Date.now();
    for (const name of names) if (now - this.known.get(name)!.at > KEEP_MS) void this.refresh(name);
    return { storage: this.known.get('storage')!.check, mail: this.known.get('mail')!.check, redis: this.known.get('redis')!.check };
  }

  private async refresh(name: Dependency): Promise<void> {
    if (this.running.has(name)) return;
    this.running.add(name);
    try {
      this.known.set(name, { check: await this.probe(name), at: Date.now() });
    } finally {
      this.running.delete(name);
    }
  }

  private probe(name: Dependency): Promise<DependencyCheck> {
    if (name === 'storage') return this.storage();
    if (name === 'mail')
      return this.config.smtpUrl
        ? reachable(this.config.smtpUrl, this.config.smtpUrl.startsWith('smtps:') ? 465 : 25, 'SMTP server')
        : disabled('SMTP_URL unset: mails go to the outbox folder');
    return this.config.redisUrl ? reachable(this.config.redisUrl, 6379, 'Redis') : disabled('REDIS_URL unset: rate limits counted in the database');
  }

  private async storage(): Promise<DependencyCheck> {
    if (this.config.storage === 's3') {
      const endpoint = this.config.s3.endpoint ?? `https://s3.${this.config.s3.region}.amazonaws.com`;
      return reachable(endpoint, endpoint.startsWith('https:') ? 443 : 80, 'S3 endpoint');
    }
    try {
      await access(this.config.uploadsDir, constants.W_OK);
      return { state: 'up', reason: 'uploads folder writable' };
    } catch {
      return { state: 'down', reason: 'uploads folder missing or not writable' };
    }
  }
}

function disabled(reason: string): Promise<DependencyCheck> {
  return Promise.resolve({ state: 'disabled', reason });
}

/** Opens a TCP connection to the URL's host and port and closes it: reachable or not, within PROBE_TIMEOUT_MS. */
function reachable(url: string, defaultPort: number, what: string): Promise<DependencyCheck> {
  return new Promise((resolve) => {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      resolve({ state: 'down', reason: `${what} address unreadable` });
      return;
    }
    const socket = connect({ host: parsed.hostname.replace(/^\[|\]$/g, ''), port: Number(parsed.port) || defaultPort });
    const finish = (check: DependencyCheck) => {
      socket.destroy();
      resolve(check);
    };
    socket.setTimeout(PROBE_TIMEOUT_MS, () => finish({ state: 'down', reason: `${what} did not answer within ${PROBE_TIMEOUT_MS} ms` }));
    socket.once('connect', () => finish({ state: 'up', reason: `${what} reachable` }));
    socket.once('error', (error: NodeJS.ErrnoException) => finish({ state: 'down', reason: `${what} unreachable (${error.code ?? 'error'})` }));
  });
}
