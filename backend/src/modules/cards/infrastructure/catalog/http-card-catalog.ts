import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../shared/config/app-config.js';
import { CardCatalog } from '../../application/ports/card-catalog.js';
import { CardCatalogUnavailableError } from '../../domain/cards.errors.js';

const TIMEOUT_MS = 8000;

/**
 * A public card API in the standard format (`GET {CARD_CATALOG_URL}/cards?code=OP01-001` answering
 * `{ data: [...] }` or an array), as apitcg-style services do. Optional key in CARD_CATALOG_API_KEY.
 */
@Injectable()
export class HttpCardCatalog extends CardCatalog {
  constructor(private readonly config: AppConfig) {
    super();
  }

  async findByCode(code: string): Promise<unknown | null> {
    const base = this.config.cardCatalogUrl;
    if (!base) throw new CardCatalogUnavailableError('CARD_CATALOG_URL non è configurato');
    const url = new URL(`${base.replace(/\/+$/, '')}/cards`);
    url.searchParams.set('code', code);
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json', ...(this.config.cardCatalogApiKey ? { 'x-api-key': this.config.cardCatalogApiKey } : {}) },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new CardCatalogUnavailableError(
        error instanceof Error && error.name === 'TimeoutError' ? 'nessuna risposta entro 8 secondi' : 'connessione non riuscita',
      );
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
}
