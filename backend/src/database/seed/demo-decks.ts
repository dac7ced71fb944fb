import type { Favorability, Format, Tier } from '../../modules/decks/domain/deck.js';

export interface DemoDeck {
  name: string;
  author: string;
  tier: Tier;
  format: Format;
  priority: number;
  isDraft: boolean;
  leader: string;
  /** Deck list as players paste it. */
  list: string;
  shortDescription: string;
  description: string;
  descriptionEn: string;
  matchups: Array<{ deck: string; favorable: Favorability; strategy: string }>;
}

/** Starter-deck lists (ST01–ST03 cards only, as seeded) with short guides in both languages. */
export const DEMO_DECKS: DemoDeck[] = [
  {
    name: 'Straw Hat Rush',
    author: 'OP Decks',
    tier: 'Tier 1',
    format: 'OP10',
    priority: 1,
    isDraft: false,
    leader: 'ST01-001',
    list: '4xST01-002\n4xST01-004\n4xST01-005\n4xST01-007\n4xST01-012\n4xST01-013\n2xST01-014\n2xST01-015\n2xST01-017',
    shortDescription: 'Aggressive red: give DON!! to your attackers and close the game before the opponent stabilises.',
    description:
      '<h2>Piano di gioco</h2><p>Luffy attacca ogni turno: usa la sua abilità per dare <strong>DON!!</strong> al personaggio che deve colpire. Gioca Sanji e Zoro presto e tieni Guard Point per il turno in cui l’avversario prova a rimontare.</p><h3>Mulligan</h3><ul><li>Tieni una mano con almeno due personaggi da 2 costo.</li><li>Cambia le mani con solo eventi.</li></ul>',
    descriptionEn:
      '<h2>Game plan</h2><p>Luffy attacks every turn: use his ability to hand <strong>DON!!</strong> to the character that has to connect. Play Sanji and Zoro early and keep Guard Point for the turn the opponent tries to swing back.</p><h3>Mulligan</h3><ul><li>Keep a hand with at least two 2-cost characters.</li><li>Send back hands with only events.</li></ul>',
    matchups: [
      { deck: 'Kid Supernovas', favorable: 'Even', strategy: 'Race: their rested blockers cannot stop a well-timed double attack.' },
      { deck: 'Crocodile Control', favorable: 'Favorable', strategy: 'Pressure early, before the bounce effects take over.' },
    ],
  },
  {
    name: 'Kid Supernovas',
    author: 'OP Decks',
    tier: 'Tier 2',
    format: 'OP10',
    priority: 3,
    isDraft: false,
    leader: 'ST02-001',
    list: '4xST02-002\n4xST02-005\n4xST02-007\n4xST02-009\n4xST02-013\n4xST02-014\n2xST02-015\n2xST02-016',
    shortDescription: 'Green rest-and-ramp: lock down the opponent’s best character and win with big Kid.',
    description:
      '<h2>Piano di gioco</h2><p>Metti a riposo i personaggi avversari più pericolosi e costruisci il tabellone. Il Kid da 7 chiude la partita.</p>',
    descriptionEn: '<h2>Game plan</h2><p>Rest the opponent’s most dangerous characters and build your board. The 7-cost Kid closes the game.</p>',
    matchups: [{ deck: 'Straw Hat Rush', favorable: 'Even', strategy: 'Blockers early, then trade efficiently.' }],
  },
  {
    name: 'Crocodile Control (work in progress)',
    author: 'OP Decks',
    tier: 'Tier 3',
    format: 'OP09',
    priority: 5,
    isDraft: true,
    leader: 'ST03-001',
    list: '4xST03-002\n4xST03-005\n4xST03-008\n4xST03-010\n4xST03-013\n2xST03-015\n2xST03-017',
    shortDescription: 'Blue bounce: a draft to finish.',
    description: '<p>Bozza: guida in arrivo.</p>',
    descriptionEn: '<p>Draft: guide coming soon.</p>',
    matchups: [],
  },
];
