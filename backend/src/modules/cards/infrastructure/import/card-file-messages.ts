import type { Refusal } from '../../../../shared/http/body-guard.js';
import type { CardFileVerdict } from '../../application/ports/prepared-card-file.js';
import type { NewCard } from '../../domain/card.js';

/** What the main thread asks the card import's worker (ADR 0028). */
export type ToWorker =
  | { op: 'read'; id: number; bytes: Uint8Array; contentType: string }
  | { op: 'write'; id: number; ticket: number; dbPath: string }
  | { op: 'take'; id: number; ticket: number }
  | { op: 'release'; ticket: number };

/** What it answers, by the id of the question. */
export type FromWorker =
  | { id: number; kind: 'http-error'; status: number; message: string; type?: string }
  | { id: number; kind: 'refused'; refusal: Refusal }
  | { id: number; kind: 'read'; verdict: CardFileVerdict; ticket?: number }
  | { id: number; kind: 'written'; count: number }
  | { id: number; kind: 'cards'; cards: NewCard[] }
  | { id: number; kind: 'fault'; message: string; code?: string };
