// The card import's worker thread (ADR 0028): everything a 13 MB import costs in CPU happens here,
// so the event loop keeps answering meanwhile. It reads the body exactly as the app's JSON parser
// would (the same body-parser, strict, with the same raw-byte guard), looks for lone surrogates as
// unicodeGuard would, runs parseCardImport, and keeps the cards until the request either writes
// them — on SQLite, here, on a connection of its own in one transaction — or ends.
import { setPriority } from 'node:os';
import { Readable } from 'node:stream';
import { parentPort } from 'node:worker_threads';
import { json } from 'express';
import { bodyRefusal, findIllFormedString, illFormedRefusal, verifyJsonBody } from '../../../../shared/http/body-guard.js';
import type { NewCard } from '../../domain/card.js';
import { parseCardImport } from '../../domain/card-import.js';
import { openSqliteFile, upsertCardsInOneTransaction } from '../persistence/sqlite-card-upsert.js';
import type { ToWorker, FromWorker } from './card-file-messages.js';

const port = parentPort!;
// On Linux a thread has a niceness of its own (setpriority on "0" is the calling thread): the import
// yields the CPU to the event loop's thread whenever both want it (a small or shared machine).
if (process.platform === 'linux') setPriority(10);
const parseJson = json({ limit: Infinity, verify: verifyJsonBody });
/** Cards of files read and not yet written or released, by ticket. */
const kept = new Map<number, NewCard[]>();
let nextTicket = 1;

/** body-parser's JSON parser over bytes already received (and inflated) on the main thread. */
function parseBody(bytes: Uint8Array, contentType: string): Promise<{ body: unknown; request: object }> {
  const request = Object.assign(Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]), {
    headers: { 'content-type': contentType, 'content-length': String(bytes.byteLength) },
    method: 'POST',
    url: '/api/cards/import',
    body: undefined as unknown,
  });
  return new Promise((resolve, reject) =>
    parseJson(request as never, {} as never, (error?: unknown) => (error ? reject(error) : resolve({ body: request.body, request }))),
  );
}

async function read(id: number, bytes: Uint8Array, contentType: string): Promise<FromWorker> {
  let parsed: { body: unknown; request: object };
  try {
    parsed = await parseBody(bytes, contentType);
  } catch (error) {
    const { status, message, type } = error as { status?: number; message: string; type?: string };
    return { id, kind: 'http-error', status: status ?? 400, message, type };
  }
  // As unicodeGuard: the raw-byte refusal first (a body nested too deep must never reach the
  // recursive walk), then the lone surrogates.
  const rawRefusal = bodyRefusal(parsed.request);
  if (rawRefusal) return { id, kind: 'refused', refusal: rawRefusal };
  const field = findIllFormedString(parsed.body);
  if (field) return { id, kind: 'refused', refusal: illFormedRefusal(field) };
  const result = parseCardImport(parsed.body);
  if (!result.ok) return { id, kind: 'read', verdict: { ok: false, message: result.message, entries: result.entries } };
  const ticket = nextTicket++;
  kept.set(ticket, result.cards);
  return { id, kind: 'read', verdict: { ok: true }, ticket };
}

function handle(message: ToWorker): Promise<FromWorker | null> | FromWorker | null {
  switch (message.op) {
    case 'read':
      return read(message.id, message.bytes, message.contentType);
    case 'write': {
      const cards = kept.get(message.ticket) ?? [];
      kept.delete(message.ticket);
      const connection = openSqliteFile(message.dbPath);
      try {
        return { id: message.id, kind: 'written', count: upsertCardsInOneTransaction(connection, cards) };
      } finally {
        connection.close();
      }
    }
    case 'take': {
      const cards = kept.get(message.ticket) ?? [];
      kept.delete(message.ticket);
      return { id: message.id, kind: 'cards', cards };
    }
    case 'release':
      kept.delete(message.ticket);
      return null;
  }
}

port.on('message', (message: ToWorker) => {
  Promise.resolve()
    .then(() => handle(message))
    .then(
      (reply) => reply && port.postMessage(reply),
      (error: unknown) => {
        const { message: text, code } = error as { message?: string; code?: string };
        port.postMessage({ id: 'id' in message ? message.id : 0, kind: 'fault', message: text ?? String(error), code } satisfies FromWorker);
      },
    );
});
