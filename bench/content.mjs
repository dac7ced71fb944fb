// Generated content for the benchmarks, written straight into the database in multi-row INSERTs
// (SQL that runs on SQLite and on MySQL/MariaDB): decks built from the real card list (real leaders,
// 15 to 20 real cards each), users, comments and news.
const FORMATS = ['OP10', 'OP09', 'OP08'];
const TIERS = ['Tier 1', 'Tier 2', 'Tier 3'];
const BATCH = 500;
const STARTED = Date.UTC(2025, 0, 1);

const timestamp = (index) => new Date(STARTED + index * 60_000).toISOString().slice(0, 19).replace('T', ' ');

async function insertRows(manager, table, columns, rows) {
  const escape = (name) => manager.connection.driver.escape(name);
  for (let start = 0; start < rows.length; start += BATCH) {
    const chunk = rows.slice(start, start + BATCH);
    const tuple = `(${columns.map(() => '?').join(', ')})`;
    await manager.query(`INSERT INTO ${escape(table)} (${columns.map(escape).join(', ')}) VALUES ${chunk.map(() => tuple).join(', ')}`, chunk.flat());
  }
}

async function nextId(manager, table) {
  const [{ top }] = await manager.query(`SELECT MAX(id) AS top FROM ${manager.connection.driver.escape(table)}`);
  return Number(top ?? 0) + 1;
}

/**
 * `count` decks (every 17th a draft) led by the first 40 real leaders (a meta of 40: the leader
 * options stop growing once each has a deck, as on the real site), except the last deck: always
 * published, led by the 41st real leader, which so has exactly one published deck at every size
 * (soleLeaderId; the growth of a gallery filtered by it is the table's, not the page's). Returns the
 * published ids.
 */
export async function addDecks(dataSource, count) {
  const cards = await dataSource.query(`SELECT id, code, type FROM cards ORDER BY id`);
  const leaders = cards.filter((card) => card.type === 'LEADER').slice(0, 40);
  const soleLeader = cards.filter((card) => card.type === 'LEADER')[40];
  const others = cards.filter((card) => card.type !== 'LEADER' && card.type !== 'DON');
  const published = [];
  await dataSource.transaction(async (manager) => {
    const first = await nextId(manager, 'decks');
    const deckRows = [];
    const cardRows = [];
    for (let index = 0; index < count; index += 1) {
      const id = first + index;
      const last = index === count - 1;
      const leader = last ? soleLeader : leaders[index % leaders.length];
      const isDraft = !last && index % 17 === 0 ? 1 : 0;
      if (!isDraft) published.push(id);
      const guide = `<p>How to play bench deck ${index}: mulligan for a two-cost, keep counters for the late game.</p>`;
      deckRows.push([
        id,
        `Bench deck ${index}`,
        `Author ${index % 50}`,
        TIERS[index % 3],
        FORMATS[index % 3],
        leader.id,
        leader.code,
        `Short description of deck ${index}`,
        guide,
        guide,
        null,
        '[]',
        (index % 10) + 1,
        isDraft,
        timestamp(index),
        timestamp(index),
      ]);
      for (let slot = 0; slot < 15 + (index % 6); slot += 1) {
        const card = others[(index * 7 + slot * 13) % others.length];
        cardRows.push([id, card.id, card.code, 1 + (slot % 4)]);
      }
    }
    const deckColumns = ['id', 'name', 'author', 'tier', 'format', 'leaderId', 'leaderCode', 'shortDescription', 'description', 'description_en'];
    await insertRows(manager, 'decks', [...deckColumns, 'videoUrl', 'matchups', 'priority', 'isDraft', 'createdAt', 'updatedAt'], deckRows);
    await insertRows(manager, 'deck_cards', ['deck_id', 'card_id', 'card_code', 'quantity'], cardRows);
  });
  return published;
}

/** The card id of the leader with exactly one published deck (addDecks's last deck). */
export async function soleLeaderId(dataSource) {
  const [{ leaderId }] = await dataSource.query(`SELECT ${dataSource.driver.escape('leaderId')} AS leaderId FROM decks ORDER BY id DESC LIMIT 1`);
  return Number(leaderId);
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

/** `count` comments (about 280 characters each, as the issue measured) on one deck or news item. */
export async function addComments(dataSource, contentType, contentId, count, userIds) {
  await dataSource.transaction(async (manager) => {
    const first = await nextId(manager, 'comments');
    const rows = Array.from({ length: count }, (_, index) => [
      first + index,
      userIds[index % userIds.length],
      `Comment ${index}: ${'I tried this list at my local tournament and the matchup against the red decks felt much better after the change. '.repeat(2).trim()}`,
      contentType,
      contentId,
      timestamp(index),
      timestamp(index),
    ]);
    await insertRows(manager, 'comments', ['id', 'user_id', 'content', 'contentType', 'contentId', 'created_at', 'updated_at'], rows);
  });
}

/** A user's favourites. */
export async function addFavorites(dataSource, userId, deckIds) {
  await dataSource.transaction((manager) =>
    insertRows(
      manager,
      'favorite_decks',
      ['user_id', 'deck_id'],
      deckIds.map((deckId) => [userId, deckId]),
    ),
  );
}

/** `count` published news items (every third highlighted), with article bodies and stored excerpts. */
export async function addNews(dataSource, count) {
  await dataSource.transaction(async (manager) => {
    const first = await nextId(manager, 'news');
    const body = `<p>${'The new set brings a wave of cheap blockers and the meta shifts again. '.repeat(20)}</p>`;
    const rows = Array.from({ length: count }, (_, index) => [
      first + index,
      `News ${index}`,
      `Notizia ${index}`,
      body,
      body,
      'The new set brings a wave of cheap blockers and the meta shifts again.',
      'Il nuovo set porta una ondata di bloccanti economici.',
      'Editor',
      index % 3 === 0 ? 1 : 0,
      0,
      timestamp(index),
      timestamp(index),
    ]);
    const columns = ['id', 'title', 'title_it', 'content', 'content_it', 'excerpt', 'excerpt_it', 'author', 'is_highlighted', 'is_draft'];
    await insertRows(manager, 'news', [...columns, 'created_at', 'updated_at'], rows);
  });
}
