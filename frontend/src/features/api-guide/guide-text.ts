import type { Language } from '../../i18n/language';

/**
 * The API guide's prose, per language (ADR 0069). Long-form text lives with its page, in the page's
 * own chunk, rather than in the public message catalogue every visitor downloads; `GuideText` makes
 * both languages say the same sections. Text between backticks is shown as code.
 */
export interface GuideSection {
  id: string;
  title: string;
  paragraphs: string[];
  /** Points, shown as a list after the paragraphs. */
  points?: string[];
}

export interface GuideText {
  intro: string[];
  contents: string;
  sections: GuideSection[];
  examples: { id: string; title: string; curl: string; typescript: string; typescriptIntro: string };
}

const en: GuideText = {
  intro: [
    'Everything the site shows comes from a JSON API under `/api`, and you may use it too: for a bot, a deck tracker, a price tool. This page is the overview; the reference of every operation is the OpenAPI document, browsable at `/api/docs` and downloadable as YAML at `/api/docs-yaml`.',
    'In the examples, `$SITE` stands for this site’s address.',
  ],
  contents: 'On this page',
  sections: [
    {
      id: 'authentication',
      title: 'Authentication and who may call what',
      paragraphs: [
        'Public data (cards, card pictures, decks, news, tier list, meta, bulk files) needs no account and no key: just send a `GET`.',
        'Everything tied to an account works with the session cookie the site itself uses. `POST /api/login` with `{ "username", "password" }` answers the user and sets the `sid` cookie (httpOnly, SameSite=Lax); send it back on the next calls; `POST /api/logout` ends the session. Each operation in the document says who may call it: anyone, a signed-in user, a user with a verified e-mail (favourites, own decks, comments), or an admin; otherwise it answers `401` or `403`.',
        'Writes (`POST`, `PUT`, `PATCH`, `DELETE`) coming from a browser page on another site are refused (`403 csrf_origin_refused`): the `Origin` header must be this site’s. Programs that send no `Origin` (curl, a server, a bot) are not concerned.',
      ],
    },
    {
      id: 'rate-limits',
      title: 'Rate limits',
      paragraphs: [
        'Public reads are counted per IP address, generously enough for anyone browsing (card pictures are not counted); login, registration and e-mail checks per IP more strictly; the deck tools (list import, statistics, legality) per account. Every counted answer says where you stand, in the IETF draft’s headers: `RateLimit-Policy` gives the limit (`q`, requests) and its window (`w`, seconds), `RateLimit` what is left (`r`) and the seconds until the window resets (`t`). Past the limit the answer is `429 too_many_requests` with `Retry-After` in seconds: wait that long, then carry on.',
        'Reading a lot? Use the bulk files below instead of paging through everything, and send `If-None-Match`: a `304` costs almost nothing.',
      ],
    },
    {
      id: 'paging',
      title: 'Paging',
      paragraphs: [
        'Lists that can grow are paged one way: `?page=` (from 1) and `?pageSize=` (each list has a default and a maximum, given in the document), answered as `{ items, page, pageSize, total }` with a `Link` header (`rel="first"`, `"prev"`, `"next"`, `"last"`). Follow `rel="next"` until it is absent.',
        'A page past the end is `404 page_out_of_range` (its `details` give the last page in `max`); a malformed `page` or `pageSize` is `422 validation_failed`. The few lists the site has always answered as plain arrays (`GET /api/cards`, `/api/decks`, `/api/news`, …) still do, and have a paged sibling at `…/page`.',
      ],
    },
    {
      id: 'caching',
      title: 'Caching',
      paragraphs: [
        'Every JSON read has an `ETag`. Send it back as `If-None-Match` and an unchanged answer is `304 Not Modified`, with no body. `Cache-Control: no-cache` means: keep it, but ask again before using it. Answers are compressed with brotli or gzip when your client says it accepts them (`Accept-Encoding`).',
      ],
    },
    {
      id: 'errors',
      title: 'Errors',
      paragraphs: [
        'Every error has the same body: `{ statusCode, code, message }`, and `details: [{ field, code, … }]` when it is about the fields you sent (`422 validation_failed` names each one). Switch on `code`: it is stable, and each operation lists in the document the codes it can answer, per status (a generated client gets them as a union type). `message` is for people: in Italian or English following `Accept-Language` (English when neither is asked for; the answer’s `Content-Language` says which), and its wording may change.',
      ],
      points: [
        '`400`: the request could not be read (not JSON, bad encoding).',
        '`401`, `403`: not signed in, or not allowed (`email_not_verified`, `csrf_origin_refused`, …).',
        '`404`: no such thing (`deck_not_found`, `page_out_of_range`, …).',
        '`409`: in conflict with what exists (`username_taken`, …).',
        '`413`: the body is too large (the limit is in the document).',
        '`422`: understood but refused (`validation_failed`, `unknown_cards`, …).',
        '`429`: rate limited (see above). `503`: the database or a service is away for a moment; `Retry-After` says when to try again.',
      ],
    },
    {
      id: 'cors',
      title: 'Using it from another site (CORS)',
      paragraphs: [
        'Public reads may be made from a page on any other origin: the answers carry `Access-Control-Allow-Origin: *`, preflights are answered, and the headers a client needs to read (`ETag`, `Link`, `RateLimit`, `Retry-After`, `Content-Disposition`, …) are exposed. They are answered without credentials: do not send cookies (`credentials: "omit"`, fetch’s default for another origin). Card pictures (`/api/card-images/{code}`) may be shown in your pages.',
        'Anything tied to an account, and every write, stays closed to other origins: call those from your server, not from a browser page.',
      ],
    },
    {
      id: 'bulk-data',
      title: 'Bulk data',
      paragraphs: [
        'For a tool that wants everything, `GET /api/bulk` lists two files, each a gzip-compressed JSON array: `cards`, every printing as `GET /api/cards` answers it, and `decks`, every published curated deck and every public community deck with its card list, leader, format, tier (curated decks) and owner’s public username. Guides are left out: `GET /api/decks/{id}` has them.',
        'Each entry of the list gives `type`, `updatedAt`, `size` (bytes to download), `uncompressedSize`, `count`, `contentEncoding` (`gzip`), `downloadUri` and `etag`. The files are rebuilt a few minutes after the data changes and at least once a day. `downloadUri` always serves the newest file, as `application/gzip`, saved under a dated name; send its ETag back as `If-None-Match` and a daily job gets a `304` when nothing changed.',
        'The entries are described in the OpenAPI document as `CardDto` and `BulkDeckDto`: with a generated client, type the decompressed arrays as `components["schemas"]["CardDto"][]` and `components["schemas"]["BulkDeckDto"][]`.',
      ],
    },
  ],
  examples: {
    id: 'examples',
    title: 'Examples',
    typescriptIntro:
      'A typed client in TypeScript, generated from the OpenAPI document with openapi-typescript and called with openapi-fetch (the site’s own test suite does exactly this against the API):',
    curl: `# Cards that match a search (the syntax of /cards/syntax)
curl "$SITE/api/cards?q=c:red%20t:leader"

# A page of the community's decks, and where the next one is (Link header)
curl -i "$SITE/api/decks/page?source=community&page=1&pageSize=20"

# Ask again only if it changed: 304 with the ETag you got
curl -i -H 'If-None-Match: "<etag>"' "$SITE/api/tierlist"

# Errors in Italian
curl -H 'Accept-Language: it' "$SITE/api/decks/999999"

# Sign in, keep the session cookie, read your decks
curl -c cookies.txt -H 'Content-Type: application/json' \\
  -d '{"username":"nami","password":"…"}' "$SITE/api/login"
curl -b cookies.txt "$SITE/api/decks/mine"

# The daily download of every card
curl -s "$SITE/api/bulk"
curl -s -o cards.json.gz "$SITE/api/bulk/cards" && gunzip -f cards.json.gz`,
    typescript: `// npx openapi-typescript "$SITE/api/docs-yaml" -o op-decks.d.ts
// npm install openapi-fetch
import createClient from 'openapi-fetch';
import type { paths } from './op-decks';

const api = createClient<paths>({ baseUrl: 'https://…', headers: { 'Accept-Language': 'en' } });

// Typed query parameters and answers
const { data: cards } = await api.GET('/api/cards', { params: { query: { q: 'c:red t:leader' } } });

// Every public community deck, page after page, following Link rel="next"
for (let page = 1; ; page += 1) {
  const { data, response } = await api.GET('/api/decks/page', {
    params: { query: { source: 'community', page, pageSize: 50 } },
  });
  if (!data) break;
  for (const deck of data.items) console.log(deck.name);
  if (!response.headers.get('Link')?.includes('rel="next"')) break;
}

// Errors are typed too: switch on code, show message
const { error } = await api.GET('/api/decks/{id}', { params: { path: { id: 999999 } } });
if (error?.code === 'deck_not_found') console.log(error.message);`,
  },
};

const it: GuideText = {
  intro: [
    'Tutto ciò che il sito mostra arriva da un’API JSON sotto `/api`, e puoi usarla anche tu: per un bot, un tracker di mazzi, uno strumento di prezzi. Questa pagina è la panoramica; il riferimento di ogni operazione è il documento OpenAPI, consultabile su `/api/docs` e scaricabile in YAML da `/api/docs-yaml`.',
    'Negli esempi, `$SITE` sta per l’indirizzo di questo sito.',
  ],
  contents: 'In questa pagina',
  sections: [
    {
      id: 'authentication',
      title: 'Autenticazione e chi può chiamare cosa',
      paragraphs: [
        'I dati pubblici (carte, immagini delle carte, mazzi, notizie, tier list, meta, file bulk) non richiedono account né chiavi: basta una `GET`.',
        'Tutto ciò che è legato a un account funziona con il cookie di sessione che usa il sito stesso. `POST /api/login` con `{ "username", "password" }` risponde con l’utente e imposta il cookie `sid` (httpOnly, SameSite=Lax); rimandalo nelle chiamate successive; `POST /api/logout` chiude la sessione. Ogni operazione nel documento dice chi può chiamarla: chiunque, un utente connesso, un utente con l’e-mail verificata (preferiti, mazzi propri, commenti) o un amministratore; altrimenti risponde `401` o `403`.',
        'Le scritture (`POST`, `PUT`, `PATCH`, `DELETE`) che arrivano da una pagina di un altro sito nel browser sono rifiutate (`403 csrf_origin_refused`): l’intestazione `Origin` deve essere quella di questo sito. I programmi che non mandano `Origin` (curl, un server, un bot) non sono toccati.',
      ],
    },
    {
      id: 'rate-limits',
      title: 'Limiti di frequenza',
      paragraphs: [
        'Le letture pubbliche sono contate per indirizzo IP, con un limite largo abbastanza per chiunque navighi (le immagini delle carte non si contano); accesso, registrazione e verifiche e-mail per IP, più strettamente; gli strumenti dei mazzi (importazione di liste, statistiche, legalità) per account. Ogni risposta contata dice a che punto sei, con le intestazioni della bozza IETF: `RateLimit-Policy` dà il limite (`q`, richieste) e la sua finestra (`w`, secondi), `RateLimit` quanto resta (`r`) e i secondi che mancano al nuovo conteggio (`t`). Oltre il limite la risposta è `429 too_many_requests` con `Retry-After` in secondi: aspetta quel tempo, poi continua.',
        'Devi leggere molto? Usa i file bulk qui sotto invece di sfogliare tutto, e manda `If-None-Match`: un `304` non costa quasi nulla.',
      ],
    },
    {
      id: 'paging',
      title: 'Paginazione',
      paragraphs: [
        'Le liste che possono crescere si sfogliano in un solo modo: `?page=` (da 1) e `?pageSize=` (ogni lista ha un valore predefinito e un massimo, indicati nel documento), con risposta `{ items, page, pageSize, total }` e un’intestazione `Link` (`rel="first"`, `"prev"`, `"next"`, `"last"`). Segui `rel="next"` finché c’è.',
        'Una pagina oltre la fine è `404 page_out_of_range` (i suoi `details` danno l’ultima pagina in `max`); un `page` o `pageSize` non valido è `422 validation_failed`. Le poche liste che il sito ha sempre dato come semplici array (`GET /api/cards`, `/api/decks`, `/api/news`, …) restano tali, con una sorella paginata in `…/page`.',
      ],
    },
    {
      id: 'caching',
      title: 'Cache',
      paragraphs: [
        'Ogni lettura JSON ha un `ETag`. Rimandalo come `If-None-Match` e una risposta invariata è `304 Not Modified`, senza corpo. `Cache-Control: no-cache` significa: conservala, ma chiedi di nuovo prima di usarla. Le risposte sono compresse con brotli o gzip se il client dice di accettarli (`Accept-Encoding`).',
      ],
    },
    {
      id: 'errors',
      title: 'Errori',
      paragraphs: [
        'Ogni errore ha lo stesso corpo: `{ statusCode, code, message }`, più `details: [{ field, code, … }]` quando riguarda i campi inviati (`422 validation_failed` li nomina uno per uno). Decidi in base a `code`: è stabile, e ogni operazione elenca nel documento i codici che può dare, per stato (un client generato li riceve come unione di tipi). `message` è per le persone: in italiano o in inglese secondo `Accept-Language` (inglese se non si chiede nessuna delle due; il `Content-Language` della risposta dice quale), e il suo testo può cambiare.',
      ],
      points: [
        '`400`: la richiesta non si può leggere (non è JSON, codifica errata).',
        '`401`, `403`: non hai effettuato l’accesso, o non è permesso (`email_not_verified`, `csrf_origin_refused`, …).',
        '`404`: non esiste (`deck_not_found`, `page_out_of_range`, …).',
        '`409`: in conflitto con ciò che esiste (`username_taken`, …).',
        '`413`: il corpo è troppo grande (il limite è nel documento).',
        '`422`: capito ma rifiutato (`validation_failed`, `unknown_cards`, …).',
        '`429`: limite di frequenza (vedi sopra). `503`: il database o un servizio è momentaneamente assente; `Retry-After` dice quando riprovare.',
      ],
    },
    {
      id: 'cors',
      title: 'Usarla da un altro sito (CORS)',
      paragraphs: [
        'Le letture pubbliche si possono fare da una pagina di qualsiasi altra origine: le risposte portano `Access-Control-Allow-Origin: *`, le richieste preliminari (preflight) hanno risposta, e le intestazioni che servono a un client (`ETag`, `Link`, `RateLimit`, `Retry-After`, `Content-Disposition`, …) sono leggibili. Rispondono senza credenziali: non mandare cookie (`credentials: "omit"`, il comportamento di fetch verso un’altra origine). Le immagini delle carte (`/api/card-images/{code}`) si possono mostrare nelle tue pagine.',
        'Tutto ciò che è legato a un account, e ogni scrittura, resta chiuso alle altre origini: chiamali dal tuo server, non da una pagina nel browser.',
      ],
    },
    {
      id: 'bulk-data',
      title: 'Dati in blocco (bulk)',
      paragraphs: [
        'Per uno strumento che vuole tutto, `GET /api/bulk` elenca due file, ciascuno un array JSON compresso con gzip: `cards`, ogni stampa come la dà `GET /api/cards`, e `decks`, ogni mazzo curato pubblicato e ogni mazzo pubblico della community con la lista delle carte, il leader, il formato, il tier (mazzi curati) e il nome pubblico del proprietario. Le guide restano fuori: le dà `GET /api/decks/{id}`.',
        'Ogni voce dell’elenco dà `type`, `updatedAt`, `size` (byte da scaricare), `uncompressedSize`, `count`, `contentEncoding` (`gzip`), `downloadUri` ed `etag`. I file sono ricostruiti qualche minuto dopo che i dati cambiano e almeno una volta al giorno. `downloadUri` dà sempre il file più recente, come `application/gzip`, salvato con un nome datato; rimanda il suo ETag come `If-None-Match` e un job quotidiano riceve un `304` se nulla è cambiato.',
        'Le voci sono descritte nel documento OpenAPI come `CardDto` e `BulkDeckDto`: con un client generato, tipizza gli array decompressi come `components["schemas"]["CardDto"][]` e `components["schemas"]["BulkDeckDto"][]`.',
      ],
    },
  ],
  examples: {
    id: 'examples',
    title: 'Esempi',
    typescriptIntro:
      'Un client tipizzato in TypeScript, generato dal documento OpenAPI con openapi-typescript e usato con openapi-fetch (i test del sito fanno proprio questo contro l’API):',
    curl: `# Carte che corrispondono a una ricerca (la sintassi di /cards/syntax)
curl "$SITE/api/cards?q=c:red%20t:leader"

# Una pagina dei mazzi della community, e dov'è la successiva (intestazione Link)
curl -i "$SITE/api/decks/page?source=community&page=1&pageSize=20"

# Chiedi di nuovo solo se è cambiato: 304 con l'ETag ricevuto
curl -i -H 'If-None-Match: "<etag>"' "$SITE/api/tierlist"

# Errori in italiano
curl -H 'Accept-Language: it' "$SITE/api/decks/999999"

# Accedi, conserva il cookie di sessione, leggi i tuoi mazzi
curl -c cookies.txt -H 'Content-Type: application/json' \\
  -d '{"username":"nami","password":"…"}' "$SITE/api/login"
curl -b cookies.txt "$SITE/api/decks/mine"

# Lo scaricamento quotidiano di tutte le carte
curl -s "$SITE/api/bulk"
curl -s -o cards.json.gz "$SITE/api/bulk/cards" && gunzip -f cards.json.gz`,
    typescript: `// npx openapi-typescript "$SITE/api/docs-yaml" -o op-decks.d.ts
// npm install openapi-fetch
import createClient from 'openapi-fetch';
import type { paths } from './op-decks';

const api = createClient<paths>({ baseUrl: 'https://…', headers: { 'Accept-Language': 'it' } });

// Parametri e risposte tipizzati
const { data: cards } = await api.GET('/api/cards', { params: { query: { q: 'c:red t:leader' } } });

// Tutti i mazzi pubblici della community, pagina dopo pagina, seguendo Link rel="next"
for (let page = 1; ; page += 1) {
  const { data, response } = await api.GET('/api/decks/page', {
    params: { query: { source: 'community', page, pageSize: 50 } },
  });
  if (!data) break;
  for (const deck of data.items) console.log(deck.name);
  if (!response.headers.get('Link')?.includes('rel="next"')) break;
}

// Anche gli errori sono tipizzati: decidi su code, mostra message
const { error } = await api.GET('/api/decks/{id}', { params: { path: { id: 999999 } } });
if (error?.code === 'deck_not_found') console.log(error.message);`,
  },
};

export const GUIDE_TEXT: Record<Language, GuideText> = { en, it };
