import request from 'supertest';
import { startTestApp, TestApp } from './support/test-app.js';

/**
 * ADR 0068: an error answer's `message` is in the language of Accept-Language (it or en; en when the
 * header names neither), with Content-Language and `Vary: Accept-Language`; `code` and `details`
 * are the same in every language.
 */
describe('error messages in the language of Accept-Language', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ AUTH_RATE_LIMIT: '1000' });
  });
  afterAll(async () => app.close());

  it.each([
    [undefined, 'en', 'Deck not found'],
    ['it', 'it', 'Mazzo non trovato'],
    ['it-IT,it;q=0.9,en-US;q=0.8', 'it', 'Mazzo non trovato'],
    ['en-GB', 'en', 'Deck not found'],
    ['fr', 'en', 'Deck not found'],
    ['fr, it;q=0.5, en;q=0.1', 'it', 'Mazzo non trovato'],
    ['it;q=0.2, en', 'en', 'Deck not found'],
  ])('Accept-Language %s answers in %s', async (header, language, message) => {
    const call = request(app.server).get('/api/decks/999999');
    const response = await (header === undefined ? call : call.set('Accept-Language', header)).expect(404);
    expect(response.body).toEqual({ statusCode: 404, code: 'deck_not_found', message });
    expect(response.headers['content-language']).toBe(language);
    expect(response.headers.vary).toMatch(/Accept-Language/i);
  });

  it('keeps the code and the details, and fills in the fields and the values the details name', async () => {
    const body = { username: 'ab', email: 'not-an-email', password: 'secret' };
    const english = await request(app.server).post('/api/register').send(body).expect(422);
    const italian = await request(app.server).post('/api/register').set('Accept-Language', 'it').send(body).expect(422);
    expect(italian.body.details).toEqual(english.body.details);
    expect(english.body).toMatchObject({ code: 'validation_failed', details: expect.arrayContaining([{ field: 'username', code: 'too_short' }]) });
    // The SPEC's words on the Italian site.
    expect(italian.body.message).toBe('Il nome utente deve avere almeno 3 caratteri; Inserisci un indirizzo email valido');
    expect(english.body.message).toBe('The username must have at least 3 characters; Enter a valid e-mail address');

    const unknown = await request(app.server)
      .post('/api/register')
      .set('Accept-Language', 'it')
      .send({ ...body, username: 'abc', email: 'a@b.co', isAdmin: 1 })
      .expect(422);
    expect(unknown.body).toMatchObject({ message: 'isAdmin: campo non accettato', details: [{ field: 'isAdmin', code: 'unknown_field' }] });

    const query = await request(app.server).get('/api/cards/search').query({ q: 'zoro x:1' }).set('Accept-Language', 'it').expect(422);
    expect(query.body.message).toBe('Parola chiave sconosciuta "x:" (posizione 6; la sintassi: /cards/syntax)');
  });

  it('answers in the language asked for from the middleware that refuses before a route: CSRF, 405', async () => {
    const foreign = () => request(app.server).post('/api/login').set('Origin', 'https://evil.example').send({ username: 'a', password: 'b' });
    expect((await foreign().expect(403)).body).toEqual({ statusCode: 403, code: 'csrf_origin_refused', message: 'Request from another site refused' });
    const refused = await foreign().set('Accept-Language', 'it').expect(403);
    expect(refused.body).toEqual({ statusCode: 403, code: 'csrf_origin_refused', message: 'Richiesta da un altro sito rifiutata' });
    expect(refused.headers['content-language']).toBe('it');

    const patch = await request(app.server).patch('/api/news').set('Accept-Language', 'it').expect(405);
    expect(patch.body).toEqual({ statusCode: 405, code: 'method_not_allowed', message: `PATCH non è ammesso su /api/news: usa ${patch.headers.allow}` });
  });

  it('keeps no error answer for the next caller: the other language comes straight after', async () => {
    for (const [language, message] of [
      ['it', 'Mazzo non trovato'],
      ['en', 'Deck not found'],
      ['it', 'Mazzo non trovato'],
    ]) {
      const response = await request(app.server).get('/api/decks/999999').set('Accept-Language', language!).expect(404);
      expect(response.body.message).toBe(message);
      expect(response.headers['cache-control'] ?? '').not.toMatch(/public/);
    }
  });
});
