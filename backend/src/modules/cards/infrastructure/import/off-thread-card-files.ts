import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { raw, type RequestHandler } from 'express';
import type { Worker } from 'node:worker_threads';
import { DataSource } from 'typeorm';
import { startWorker } from '../../../../shared/async/start-worker.js';
import { setBodyRefusal } from '../../../../shared/http/body-guard.js';
import { type CardFileVerdict, PreparedCardFile } from '../../application/ports/prepared-card-file.js';
import type { NewCard } from '../../domain/card.js';
import { CardRepository } from '../../domain/card.repository.js';
import type { FromWorker, ToWorker } from './card-file-messages.js';

interface SqlitePragmas {
  pragma(sql: string, options?: { simple: boolean }): unknown;
}

type Question = ToWorker extends infer T ? (T extends { id: number } ? Omit<T, 'id'> : never) : never;

/**
 * POST /api/cards/import without holding the event loop (ADR 0028): the main thread only receives
 * the bytes; one worker thread parses and checks them and, on a SQLite file, writes the cards on a
 * connection of its own (WAL: the app keeps reading meanwhile). MySQL's driver is asynchronous, and
 * an in-memory SQLite database belongs to the app's connection alone: there the worker hands the
 * parsed cards back and the repository writes them, as before.
 */
@Injectable()
export class OffThreadCardFiles implements OnModuleDestroy {
  private worker: Worker | null = null;
  private readonly waiting = new Map<number, { resolve(reply: FromWorker): void; reject(error: Error): void }>();
  private nextId = 1;
  /** Worker writes under way, and the main connection's busy timeout to give back after them. */
  private writing = 0;
  private busyTimeout = 0;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cards: CardRepository,
  ) {}

  /**
   * The import route's body parser: the same reading as express.json (limit, inflation, content
   * type), then the worker answers exactly what the JSON parser and unicodeGuard would have (400,
   * 415, the 422 refusals) or leaves a PreparedCardFile as the body. No body, or not JSON: the
   * general parsers decide, as before.
   */
  bodyParser(limit: string): RequestHandler {
    const receive = raw({ type: 'application/json', limit });
    return (request, response, next) =>
      receive(request, response, (error?: unknown) => {
        if (error || !Buffer.isBuffer(request.body)) return next(error);
        const bytes = request.body;
        request.body = undefined;
        this.ask({ op: 'read', bytes, contentType: request.headers['content-type'] ?? 'application/json' }, bytes).then((reply) => {
          if (reply.kind === 'http-error')
            return next(Object.assign(new Error(reply.message), { status: reply.status, statusCode: reply.status, type: reply.type, expose: true }));
          if (reply.kind === 'refused') {
            request.body = {};
            setBodyRefusal(request, reply.refusal);
            return next();
          }
          if (reply.kind !== 'read') return next(new Error(`unexpected answer from the card import worker: ${reply.kind}`));
          const file = new WorkerCardFile(this, reply.verdict, reply.ticket);
          // Whatever the answer (403, 422…), the worker forgets the cards once the request is over.
          response.once('close', () => file.release());
          request.body = file;
          next();
        }, next);
      });
  }

  onModuleDestroy(): Promise<number> | undefined {
    const worker = this.worker;
    this.worker = null;
    return worker?.terminate();
  }

  /** The SQLite file the worker may write to itself; null when the app's own connection must write. */
  sqliteFile(): string | null {
    const options = this.dataSource.options;
    return options.type === 'better-sqlite3' && options.database !== ':memory:' ? options.database : null;
  }

  /**
   * Runs the worker's write with the app's own connection told not to wait for the write lock: a
   * write on the main thread meanwhile (a session's touch, an admin's edit) would otherwise wait
   * in SQLite's busy handler — asleep on the event loop's thread — until the import commits. It
   * fails at once instead (a touch is skipped, a write is a 503 with Retry-After); reads go on (WAL).
   */
  async whileWorkerWrites<T>(write: () => Promise<T>): Promise<T> {
    const connection = (this.dataSource.driver as { databaseConnection?: SqlitePragmas }).databaseConnection;
    if (this.writing++ === 0) {
      this.busyTimeout = Number(connection?.pragma('busy_timeout', { simple: true }) ?? 0);
      connection?.pragma('busy_timeout = 0');
    }
    try {
      return await write();
    } finally {
      if (--this.writing === 0) connection?.pragma(`busy_timeout = ${this.busyTimeout}`);
    }
  }

  upsert(cards: NewCard[]): Promise<number> {
    return this.cards.upsertMany(cards);
  }

  ask(question: Question, bytes?: Buffer): Promise<FromWorker> {
    const worker = this.start();
    const id = this.nextId++;
    return new Promise<FromWorker>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      // A buffer that owns its memory moves to the worker without a copy.
      const movable = bytes && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? [bytes.buffer as ArrayBuffer] : [];
      worker.postMessage({ ...question, id }, movable);
    }).then((reply) => {
      if (reply.kind !== 'fault') return reply;
      throw Object.assign(new Error(reply.message), { code: reply.code });
    });
  }

  tell(message: ToWorker): void {
    this.worker?.postMessage(message);
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = startWorker(new URL(`./card-file.worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url));
    // Never what keeps the process alive: the server does that.
    worker.unref();
    worker.on('message', (reply: FromWorker) => {
      const waiter = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      waiter?.resolve(reply);
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const waiter of this.waiting.values()) waiter.reject(error);
      this.waiting.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the card import worker stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }
}

/** A file the worker holds: the request body of the import, handed to CardAdministrationService. */
class WorkerCardFile extends PreparedCardFile {
  // Private fields (#): nothing enumerable, so unicodeGuard's walk of the body finds nothing to read.
  readonly #owner: OffThreadCardFiles;
  readonly #verdict: CardFileVerdict;
  #ticket: number | undefined;

  constructor(owner: OffThreadCardFiles, verdict: CardFileVerdict, ticket: number | undefined) {
    super();
    this.#owner = owner;
    this.#verdict = verdict;
    this.#ticket = ticket;
  }

  verdict(): CardFileVerdict {
    return this.#verdict;
  }

  async write(): Promise<number> {
    const ticket = this.#ticket;
    this.#ticket = undefined;
    if (ticket === undefined) throw new Error('this card file was already written');
    const dbPath = this.#owner.sqliteFile();
    if (dbPath) {
      const reply = await this.#owner.whileWorkerWrites(() => this.#owner.ask({ op: 'write', ticket, dbPath }));
      if (reply.kind === 'written') return reply.count;
    } else {
      const reply = await this.#owner.ask({ op: 'take', ticket });
      if (reply.kind === 'cards') return this.#owner.upsert(reply.cards);
    }
    throw new Error('unexpected answer from the card import worker');
  }

  release(): void {
    if (this.#ticket !== undefined) this.#owner.tell({ op: 'release', ticket: this.#ticket });
    this.#ticket = undefined;
  }
}
