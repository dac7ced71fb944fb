// Generated content for the benchmarks. Decks, news and favourites are written through the running
// app's HTTP API, as an admin and a verified user write them (so the benches never depend on how the
// tables store them); users and comments, whose tables do not change and whose API would hash 2,000
// passwords, in multi-row INSERTs (SQL that runs on SQLite and on MySQL/MariaDB).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { login } from './lib.mjs';

/** The formats the migrations seed (OP10 is the current one) and the tiers. */
const FORMATS = ['OP10', 'OP09', 'OP08', 'OP11', 'OP12', 'OP10', 'OP13', 'OP14', 'OP15', 'OP16', 'OP10', 'OP09'];
const TIERS = ['Tier 1', 'Tier 2', 'Tier 3'];
const FAVORABILITY = ['Favorable', 'Even', 'Unfavorable'];
const BATCH = 500;
/** Requests in flight while seeding through the API. */
export const IN_FLIGHT = 8;
const STARTED = Date.UTC(2025, 0, 1);

const timestamp = (index) => new Date(STARTED + index * 60_000).toISOString().slice(0, 19).replace('T', ' ');

/** A small deterministic generator (mulberry32): the same deck index always gets the same text. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = (next, list) => list[Math.floor(next() * list.length)];

/** Runs `work(item, index)` over `items` with `limit` calls in flight; the answers in order. */
export async function inFlight(items, limit, work) {
  const answers = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        answers[index] = await work(items[index], index);
      }
    }),
  );
  return answers;
}

/** A write as the site's own pages send it: JSON, the session cookie and the app's Origin. */
export async function send(base, cookie, method, path, body) {
  const response = await fetch(base + path, {
    method,
    headers: { 'content-type': 'application/json', cookie, origin: base },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

export const adminSession = (base) => login(base, 'admin', 'bench-password', '/api/admin/login');

// Guides as an admin writes them in the editor: paragraphs, lists, bold card names. Sentences are
// drawn per deck, with its own cards and numbers, so no two guides are alike (compression stays realistic).
const SENTENCES = {
  en: [
    'Mulligan aggressively for {card} and a two-cost searcher; a hand without an early play loses to every aggro list.',
    'Keep {n} counters in hand going into turn five, because {leader} cannot afford to take the third life for free.',
    'The curve wants {card} on turn three and {card2} on turn four, with the DON!! attached to the leader when the opponent is tapped out.',
    'Against blockers, swing with the leader first: {card} only works once the opposing board is down to one body.',
    'Do not overextend into a board wipe; two characters and a full hand of counters win more games than a flooded board.',
    'Count the opposing life before you commit {n} DON!!: the trigger rate in this format is high and a lost race is hard to recover.',
    'The {cost}-cost slot is the weakest part of the list, and {card2} is the flex card to change for the local meta.',
    'Events are cheap here, so hold {card} for the turn the opponent swings with a rested leader and a big character.',
    'Late game, {leader} closes with {card} and {card2}; the opponent has to answer both or lose the race.',
    'In best-of-three, side out {card2} on the draw and keep the curve low; on the play the list is happy as it is.',
    'The deck plays {n} copies of its searchers, so a dead hand is rare; when it happens, trade life for tempo early.',
    'Tournament tip: write down the opposing triggers after game one, because most lists in this format play fewer than ten.',
    'With {n} DON!! on the field, {card} swings for lethal through a single counter; with fewer, set it up one turn later.',
    'Practise the turn-two line until it is automatic: {card}, attach one DON!!, attack the leader and keep the counter.',
  ],
  it: [
    'Fai mulligan in modo aggressivo cercando {card} e un cercatore da due; una mano senza giocate iniziali perde contro ogni aggro.',
    'Tieni {n} counter in mano fino al quinto turno, perché {leader} non può permettersi di perdere la terza vita gratis.',
    'La curva vuole {card} al terzo turno e {card2} al quarto, con i DON!! sul leader quando l’avversario ha tutto girato.',
    'Contro i bloccanti attacca prima con il leader: {card} funziona solo quando il campo avversario è ridotto a un personaggio.',
    'Non esporti troppo contro una rimozione di massa: due personaggi e una mano piena di counter vincono più partite.',
    'Conta le vite avversarie prima di impegnare {n} DON!!: in questo formato i trigger escono spesso e una corsa persa non si recupera.',
    'Lo slot da {cost} è la parte più debole della lista e {card2} è la carta flessibile da cambiare per il meta locale.',
    'Gli eventi costano poco, quindi tieni {card} per il turno in cui l’avversario attacca con il leader e un personaggio grosso.',
    'Nel finale {leader} chiude con {card} e {card2}: l’avversario deve rispondere a entrambi o perde la corsa.',
    'Al meglio dei tre, togli {card2} quando peschi per secondo e tieni la curva bassa; quando inizi tu la lista va bene così.',
    'Il mazzo gioca {n} copie dei cercatori, quindi una mano morta è rara; quando capita, scambia vite per tempo subito.',
    'Consiglio da torneo: annota i trigger avversari dopo la prima partita, la maggior parte delle liste ne gioca meno di dieci.',
    'Con {n} DON!! in campo {card} attacca per il colpo finale attraverso un solo counter; con meno, preparalo un turno dopo.',
    'Allena la linea del secondo turno finché diventa automatica: {card}, un DON!!, attacco al leader e counter in mano.',
  ],
};
const HEADINGS = {
  en: ['Game plan', 'Mulligan', 'Key cards', 'Early game', 'Mid game', 'Closing the game', 'Tech choices', 'Side deck'],
  it: ['Piano di gioco', 'Mulligan', 'Carte chiave', 'Inizio partita', 'Metà partita', 'Chiudere la partita', 'Scelte tecniche', 'Side deck'],
};

/** About `bytes` of guide HTML in `language` for one deck. */
export function guideHtml(index, language, leader, cards, bytes = 5000) {
  const next = random(index * 2 + (language === 'it' ? 1 : 0) + 17);
  const fill = (sentence) =>
    sentence
      .replaceAll('{leader}', `<strong>${leader.name}</strong>`)
      .replace('{card}', `<strong>${pick(next, cards).name}</strong>`)
      .replace('{card2}', `<strong>${pick(next, cards).name}</strong>`)
      .replace('{n}', String(2 + Math.floor(next() * 7)))
      .replace('{cost}', String(1 + Math.floor(next() * 9)));
  const target = bytes * (0.9 + next() * 0.2);
  let html = '';
  while (html.length < target) {
    html += `<p><strong>${pick(next, HEADINGS[language])}</strong></p>`;
    html += `<p>${Array.from({ length: 2 + Math.floor(next() * 3) }, () => fill(pick(next, SENTENCES[language]))).join(' ')}</p>`;
    if (next() < 0.5)
      html += `<ul>${Array.from({ length: 2 + Math.floor(next() * 3) }, () => `<li>${fill(pick(next, SENTENCES[language]))}</li>`).join('')}</ul>`;
  }
  return html;
}

/** The cards as the API lists them, grouped for deck building: leaders, and the other cards by colour. */
export async function cardPool(base) {
  const cards = await (await fetch(`${base}/api/cards`)).json();
  const leaders = cards.filter((card) => card.type === 'LEADER');
  // Base printings only in the main deck (a parallel art shares its code's four copies).
  const others = cards.filter((card) => card.type !== 'LEADER' && card.type !== 'DON' && !card.code.includes('_'));
  const byColour = new Map();
  for (const card of others) {
    for (const colour of (card.color ?? '').split('/').filter(Boolean)) {
      if (!byColour.has(colour)) byColour.set(colour, []);
      byColour.get(colour).push(card);
    }
  }
  if (!leaders.length || !others.length) throw new Error(`${base}/api/cards has no leaders or no other cards: were the cards imported?`);
  return { leaders, others, byColour };
}

/**
 * The builder's save body (save-deck.dto.ts) for deck `index`: the leaders taken in turn, 50 cards of
 * the leader's colours (12 codes four times and one twice), three matchups. `guideBytes` is the size
 * of each language's guide (0: a one-line guide).
 */
export function deckBody(index, pool, { guideBytes = 5000, isDraft = false } = {}) {
  const next = random(index + 1);
  const leader = pool.leaders[index % pool.leaders.length];
  const colours = (leader.color ?? '').split('/').filter(Boolean);
  const candidates = colours.flatMap((colour) => pool.byColour.get(colour) ?? []);
  const from = candidates.length >= 13 ? candidates : pool.others;
  const chosen = new Map();
  while (chosen.size < 13) {
    const card = pick(next, from);
    chosen.set(card.id, card);
  }
  const cards = [...chosen.values()];
  const opponent = () => pick(next, pool.leaders).name;
  const guide = (language) =>
    guideBytes
      ? guideHtml(index, language, leader, cards, guideBytes)
      : `<p>${language === 'it' ? 'Come giocare' : 'How to play'} bench deck ${index}: ${cards[0].name}.</p>`;
  return {
    name: `${leader.name} ${pick(next, ['Aggro', 'Midrange', 'Control', 'Rush', 'Tempo', 'Ramp'])} #${index}`,
    author: `Author ${index % 97}`,
    tier: TIERS[Math.floor(next() * TIERS.length)],
    format: FORMATS[index % FORMATS.length],
    leaderId: leader.id,
    shortDescription: `${leader.name} built around ${cards[0].name} and ${cards[1].name}, deck ${index}.`,
    description: guide('it'),
    description_en: guide('en'),
    videoUrl: index % 5 === 0 ? `https://www.youtube.com/watch?v=bench${index}` : null,
    matchups: Array.from({ length: 3 }, (_, slot) => ({
      deck: opponent(),
      favorable: FAVORABILITY[(index + slot) % 3],
      strategy: guideBytes
        ? guideHtml(index * 3 + slot + 100_000, 'en', leader, cards, 300)
            .replace(/<[^>]+>/g, ' ')
            .trim()
        : 'Keep counters.',
    })),
    priority: 1 + Math.floor(next() * 10),
    isDraft,
    cards: cards.map((card, slot) => ({ cardId: card.id, quantity: slot === 12 ? 2 : 4 })),
  };
}

/**
 * `count` decks created through POST /api/decks as the admin, IN_FLIGHT at a time (every
 * `draftEvery`th a draft when set). Returns what was created, in order: { id, leaderId, format, tier, isDraft }.
 */
export async function addDecks(base, admin, count, { guideBytes = 5000, draftEvery = 0, first = 0, onProgress } = {}) {
  const pool = await cardPool(base);
  let done = 0;
  return inFlight(
    Array.from({ length: count }, (_, index) => first + index),
    IN_FLIGHT,
    async (index) => {
      const body = deckBody(index, pool, { guideBytes, isDraft: draftEvery > 0 && index % draftEvery === draftEvery - 1 });
      const created = await send(base, admin, 'POST', '/api/decks', body);
      done += 1;
      if (onProgress && done % 1000 === 0) onProgress(done);
      return { id: created.id, leaderId: body.leaderId, format: body.format, tier: body.tier, isDraft: body.isDraft };
    },
  );
}

/** `count` published news items through POST /api/news (every third highlighted). */
export async function addNews(base, admin, count) {
  const body = (index) =>
    `<p>${'The new set brings a wave of cheap blockers and the meta shifts again. '.repeat(10)}</p><ul><li>Item ${index}</li></ul>` +
    `<p>${'Tournament results from the weekend and the lists that topped them. '.repeat(10)}</p>`;
  await inFlight(
    Array.from({ length: count }, (_, index) => index),
    IN_FLIGHT,
    (index) =>
      send(base, admin, 'POST', '/api/news', {
        title: `News ${index}`,
        title_it: `Notizia ${index}`,
        content: body(index),
        content_it: body(index),
        author: 'Editor',
        deck_id: null,
        youtube_url: null,
        is_highlighted: index % 3 === 0,
        is_draft: false,
      }),
  );
}

/**
 * A user registered, verified and logged in through the API, as a visitor does it: POST /api/register,
 * the link of the mail the app wrote to `outboxDir` (OUTBOX_DIR of the app), POST /api/login.
 * Returns the session cookie.
 */
export async function verifiedUser(base, outboxDir, username, password = 'bench-password') {
  const email = `${username}@example.com`;
  const registered = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ username, email, password }),
  });
  if (!registered.ok) throw new Error(`register ${username}: ${registered.status} ${await registered.text()}`);
  const deadline = Date.now() + 10_000;
  let token;
  while (!token) {
    if (Date.now() > deadline) throw new Error(`no verification mail for ${email} in ${outboxDir}`);
    for (const file of readdirSync(outboxDir, { withFileTypes: true })) {
      if (!file.isFile() || !file.name.includes(email)) continue;
      // Quoted-printable: soft line breaks and "=3D" undone before reading the link.
      const text = readFileSync(join(outboxDir, file.name), 'utf8')
        .replace(/=\r?\n/g, '')
        .replaceAll('=3D', '=');
      token = /verify-email\?token=([\w-]+)/.exec(text)?.[1];
    }
    if (!token) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const verified = await fetch(`${base}/api/verify-email?token=${token}`);
  if (!verified.ok) throw new Error(`verify ${username}: ${verified.status} ${await verified.text()}`);
  return login(base, username, password);
}

/** A folder for the app's OUTBOX_DIR (the verification mails), and its removal. */
export function outbox() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-outbox-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Adds `deckIds` to the logged-in user's favourites through POST /api/favorites. */
export async function addFavorites(base, cookie, deckIds) {
  await inFlight(deckIds, IN_FLIGHT, (deckId) => send(base, cookie, 'POST', '/api/favorites', { deckId }));
}

export async function insertRows(manager, table, columns, rows) {
  const escape = (name) => manager.connection.driver.escape(name);
  for (let start = 0; start < rows.length; start += BATCH) {
    const chunk = rows.slice(start, start + BATCH);
    const tuple = `(${columns.map(() => '?').join(', ')})`;
    await manager.query(`INSERT INTO ${escape(table)} (${columns.map(escape).join(', ')}) VALUES ${chunk.map(() => tuple).join(', ')}`, chunk.flat());
  }
}

export async function nextId(manager, table) {
  const [{ top }] = await manager.query(`SELECT MAX(id) AS top FROM ${manager.connection.driver.escape(table)}`);
  return Number(top ?? 0) + 1;
}

/** `count` verified users named `${prefix}0`, `${prefix}1`…; returns their ids. */
export async function addUsers(dataSource, count, prefix = 'reader') {
  let ids = [];
  await dataSource.transaction(async (manager) => {
    const first = await nextId(manager, 'users');
    const rows = Array.from({ length: count }, (_, index) => [first + index, `${prefix}${index}`, `${prefix}${index}@example.com`, '!', 1]);
    await insertRows(manager, 'users', ['id', 'username', 'email', 'password', 'isEmailVerified'], rows);
    ids = rows.map((row) => row[0]);
  });
  return ids;
}

/**
 * `count` comments (about 280 characters each, as the issue measured) on one deck or news item, or
 * spread in turn over several when `contentIds` is a list.
 */
export async function addComments(dataSource, contentType, contentIds, count, userIds) {
  const targets = Array.isArray(contentIds) ? contentIds : [contentIds];
  await dataSource.transaction(async (manager) => {
    const first = await nextId(manager, 'comments');
    const rows = Array.from({ length: count }, (_, index) => [
      first + index,
      userIds[index % userIds.length],
      `Comment ${index}: ${'I tried this list at my local tournament and the matchup against the red decks felt much better after the change. '.repeat(2).trim()}`,
      contentType,
      targets[index % targets.length],
      timestamp(index),
      timestamp(index),
    ]);
    await insertRows(manager, 'comments', ['id', 'user_id', 'content', 'contentType', 'contentId', 'created_at', 'updated_at'], rows);
  });
}
