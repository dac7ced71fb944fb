/** The columns of a query that hold a deck's stored reference to a card: `dc.card_id` and `dc.card_code`, or `d.leaderId` and `d.leaderCode`. */
export interface StoredCardColumns {
  id: string;
  code: string;
}

/** A stored reference resolved inside a query: the joins to add, and expressions on the card they find. */
export interface StoredCardSql {
  /** Two LEFT JOINs of `cards`, each by a unique index: at most one card per reference. */
  join: string;
  /** True when the reference names a card that exists. */
  found: string;
  /** The code of the card it names (NULL when none does). */
  code: string;
  /** The id of the card it names (NULL when none does). */
  id: string;
}

/**
 * The one rule for a deck's card (application/card-resolver.ts) written once in SQL: the card with
 * the stored id; when no card has that id (a re-import renumbered the cards, ADR 0007), the card
 * with the stored code. Plain SQL that SQLite and MySQL read alike; `alias` prefixes the two joins.
 */
export function storedCardSql(alias: string, ref: StoredCardColumns): StoredCardSql {
  const byId = `${alias}_by_id`;
  const byCode = `${alias}_by_code`;
  return {
    join: `LEFT JOIN cards ${byId} ON ${byId}.id = ${ref.id}
       LEFT JOIN cards ${byCode} ON ${byId}.id IS NULL AND ${byCode}.code = ${ref.code}`,
    found: `(${byId}.id IS NOT NULL OR ${byCode}.id IS NOT NULL)`,
    code: `COALESCE(${byId}.code, ${byCode}.code)`,
    id: `COALESCE(${byId}.id, ${byCode}.id)`,
  };
}

/** A deck entry's card (`deck_cards` as `dc`). */
export const ENTRY_CARD = storedCardSql('entry_card', { id: 'dc.card_id', code: 'dc.card_code' });

/** A deck's leader (`decks` as `d`). */
export const LEADER_CARD = storedCardSql('leader_card', { id: 'd.leaderId', code: 'd.leaderCode' });
