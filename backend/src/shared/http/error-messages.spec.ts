import { DETAIL_CODES, ERROR_CODES } from '../domain/error-codes.js';
import { EN } from './error-messages.en.js';
import { IT } from './error-messages.it.js';
import { errorLanguage, errorMessage, localizedErrorBody } from './error-messages.js';
import type { Request, Response } from 'express';

const placeholders = (text: string | undefined) => [...(text ?? '').matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('error messages (ADR 0068)', () => {
  it('has a text for every code and every detail code in both languages, with the same placeholders', () => {
    for (const catalogue of [EN, IT]) {
      expect(ERROR_CODES.filter((code) => !catalogue.codes[code])).toEqual([]);
      expect(DETAIL_CODES.filter((code) => !catalogue.details[code])).toEqual([]);
    }
    for (const code of ERROR_CODES) expect({ code, placeholders: placeholders(IT.codes[code]) }).toEqual({ code, placeholders: placeholders(EN.codes[code]) });
    for (const code of DETAIL_CODES)
      expect({ code, placeholders: placeholders(IT.details[code]) }).toEqual({ code, placeholders: placeholders(EN.details[code]) });
    expect(Object.keys(IT.fields).sort()).toEqual(Object.keys(EN.fields).sort());
    expect(Object.keys(IT.variants).sort()).toEqual(Object.keys(EN.variants).sort());
    for (const key of Object.keys(EN.fields))
      expect({ key, placeholders: placeholders(IT.fields[key]) }).toEqual({ key, placeholders: placeholders(EN.fields[key]) });
  });

  it("keeps the SPEC's Italian messages word for word", () => {
    expect(errorMessage('it', 'missing_credentials')).toBe('Username e password sono obbligatori');
    expect(errorMessage('it', 'verification_token_missing')).toBe('Token di verifica mancante');
    expect(errorMessage('it', 'invalid_prefix')).toBe('Inserisci un prefisso valido');
    expect(errorMessage('it', 'not_an_image')).toBe("Il file selezionato non è un'immagine valida.");
    expect(errorMessage('it', 'invalid_news')).toBe('Compila tutti i campi obbligatori');
    const spec: Array<[string, 'too_short' | 'invalid_email' | 'not_allowed' | 'not_an_integer', string]> = [
      ['username', 'too_short', 'Il nome utente deve avere almeno 3 caratteri'],
      ['email', 'invalid_email', 'Inserisci un indirizzo email valido'],
      ['password', 'too_short', 'La password deve avere almeno 6 caratteri'],
      ['code', 'too_short', 'Il codice deve avere almeno 3 caratteri'],
      ['name', 'too_short', 'Il nome è obbligatorio'],
      ['type', 'not_allowed', 'Il tipo è obbligatorio'],
      ['imageUrl', 'too_short', "L'URL dell'immagine è obbligatorio"],
    ];
    for (const [field, code, message] of spec) expect(errorMessage('it', 'validation_failed', [{ field, code }])).toBe(message);
  });

  it('fills in the values of the first detail, and lists each broken rule of a validation failure once', () => {
    expect(errorMessage('en', 'deck_limit_reached', [{ field: 'decks', code: 'too_many', max: 200 }])).toBe(
      'A player may keep at most 200 decks: delete one to make another',
    );
    expect(errorMessage('it', 'tier_list_format_mismatch', [{ field: 'deckId', code: 'format_mismatch', deckFormat: 'OP09', format: 'OP10' }])).toBe(
      'Il mazzo è del formato OP09, non OP10',
    );
    expect(
      errorMessage('en', 'validation_failed', [
        { field: 'cards.0.quantity', code: 'too_large' },
        { field: 'name', code: 'required' },
        { field: 'name', code: 'required' },
      ]),
    ).toBe('cards.0.quantity: too large; name: this field is required');
  });

  it("uses a domain error's messageKey when the catalogue has it, else its code's text", () => {
    expect(errorMessage('it', 'too_many_requests', undefined, {}, 'account_locked')).toBe(
      'Troppi tentativi di accesso non riusciti per questo account: riprova più tardi o usa il link di sblocco inviato per email',
    );
    expect(errorMessage('en', 'too_many_requests', undefined, {}, 'no_such_text')).toBe('Too many requests: try again later');
    expect(errorMessage('it', 'unavailable', undefined, { steps: 'migrations' }, 'starting')).toBe('Avvio in corso: migrations ancora da completare');
  });

  it("gives up on a text whose values are unknown, so the error's own message stays", () => {
    expect(errorMessage('en', 'deck_limit_reached')).toBeUndefined();
    expect(errorMessage('en', 'method_not_allowed', undefined, { method: 'PATCH', path: '/api/news', allow: 'GET' })).toBe(
      'PATCH is not allowed on /api/news: use GET',
    );
  });

  it('answers it or en by Accept-Language, en by default', () => {
    const asking = (header: string | undefined) =>
      errorLanguage({
        acceptsLanguages: (...languages: string[]) => (header?.startsWith('it') ? 'it' : header === undefined ? languages[0]! : false),
      } as Request);
    expect(asking(undefined)).toBe('en');
    expect(asking('it')).toBe('it');
    expect(asking('fr')).toBe('en');
  });

  it('sets Content-Language and Vary on the answer, and never translates code or details', () => {
    const headers: Record<string, string> = {};
    const response = { headersSent: false, setHeader: (name: string, value: string) => (headers[name] = value), vary: (name: string) => (headers.Vary = name) };
    const body = localizedErrorBody({ acceptsLanguages: () => 'it' } as unknown as Request, response as unknown as Response, {
      statusCode: 404,
      code: 'deck_not_found' as const,
      message: 'Deck not found',
    });
    expect(body).toEqual({ statusCode: 404, code: 'deck_not_found', message: 'Mazzo non trovato' });
    expect(headers).toEqual({ 'Content-Language': 'it', Vary: 'Accept-Language' });
  });
});
