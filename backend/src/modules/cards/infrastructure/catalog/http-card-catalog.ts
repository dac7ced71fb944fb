import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../shared/config/app-config.js';
import { CardCatalog } from '../../application/ports/card-catalog.js';
import { isCatalogCardCode } from '../../domain/card.js';
import { CardCatalogUnavailableError, InvalidCatalogCodeError } from '../../domain/cards.errors.js';

const TIMEOUT_MS = 8000;
const MAX_REDIRECTS = 3;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * A public card API in the standard format (`GET {CARD_CATALOG_URL}/cards?code=OP01-001` answering
 * `{ data: [...] }` or an array), as apitcg-style services do. Optional key in CARD_CATALOG_API_KEY.
 *
 * Issue 32: the code is checked before it enters the address (and goes in as a query value); redirects
 * are followed by hand, at most 3, and only within the configured origin (scheme, host and port), so
 * the key is never sent anywhere else and an answer cannot point the server at a private address.
 * One deadline covers every hop.
 */
@Injectable()
export class HttpCardCatalog extends CardCatalog {
  constructor(private readonly config: AppConfig) {
    super();
  }

  async findByCode(code: string): Promise<unknown | null> {
    const base = this.config.cardCatalogUrl;
    if (!base) throw new CardCatalogUnavailableError('CARD_CATALOG_URL non è configurato');
    if (!isCatalogCardCode(code)) throw new InvalidCatalogCodeError();
    const origin = new URL(base).origin;
    let url = new URL(`${base.replace(/\/+$/, '')}/cards`);
    url.searchParams.set('code', code);
    const signal = AbortSignal.timeout(TIMEOUT_MS);
    let response = await this.get(url, signal);
    for (let hop = 0; REDIRECTS.has(response.status); hop += 1) {
      await response.body?.cancel();
      const location = response.headers.get('location');
      if (!location || hop === MAX_REDIRECTS) throw new CardCatalogUnavailableError(location ? `più di ${MAX_REDIRECTS} rinvii` : 'rinvio senza indirizzo');
      const next = new URL(location, url);
      if (next.origin !== origin) throw new CardCatalogUnavailableError(`rinvio verso ${next.origin} rifiutato (solo ${origin})`);
      url = next;
      response = await this.get(url, signal);
    }
    if (response.status === 404) return null;
    if (!response.ok) throw new CardCatalogUnavailableError(`risposta ${response.status}`);
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new CardCatalogUnavailableError('risposta non in formato JSON');
    }
    const list = Array.isArray(body) ? body : ((body as { data?: unknown; cards?: unknown })?.data ?? (body as { cards?: unknown })?.cards);
    if (!Array.isArray(list)) return null;
    const wanted = code.toUpperCase();
    return (
      list.find((entry) => String((entry as { code?: unknown; id?: unknown })?.code ?? (entry as { id?: unknown })?.id ?? '').toUpperCase() === wanted) ?? null
    );
  }

  /** One request, never following a redirect itself: the caller checks where it points. */
  private async get(url: URL, signal: AbortSignal): Promise<Response> {
    try {
      return await fetch(url, {
        redirect: 'manual',
        headers: { accept: 'application/json', ...(this.config.cardCatalogApiKey ? { 'x-api-key': this.config.cardCatalogApiKey } : {}) },
        signal,
      });
    } catch (error) {
      throw new CardCatalogUnavailableError(
        error instanceof Error && (error.name === 'TimeoutError' || signal.aborted) ? 'nessuna risposta entro 8 secondi' : 'connessione non riuscita',
      );
    }
  }
}
