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

/**
 * A living gallery on a fresh start (issue #10): twelve published decks across the three tiers,
 * ten leaders and the OP08, OP09 and OP10 formats, plus one draft. The starter-deck lists come
 * first (ST01–ST03 cards); the others are 50-card lists plus the leader, at most 4 copies each, in
 * the leader's colours, built from real cards of the official list (seeded in demo-cards.json).
 * Guides and matchups in both languages.
 */
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
    description: '<h2>Piano di gioco</h2><p>Metti a riposo i personaggi avversari più pericolosi e costruisci il tabellone. Il Kid da 7 chiude la partita.</p>',
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
  {
    name: 'Red-Haired Shanks',
    author: 'OP Decks',
    tier: 'Tier 1',
    format: 'OP10',
    priority: 1,
    isDraft: false,
    leader: 'OP09-001',
    list: '4xOP09-008\n4xOP10-008\n4xOP10-012\n4xOP09-014\n4xOP09-011\n4xOP09-015\n4xOP09-010\n4xOP09-006\n4xOP09-013\n4xOP10-014\n4xOP09-020\n4xOP10-019\n2xOP09-004',
    shortDescription: 'Fast red aggression: Shanks weakens the defender and the Red-Haired Pirates finish the game.',
    description:
      "<h2>Piano di gioco</h2><p>Shanks toglie potenza al personaggio che blocca: attacca con i membri dei Pirati del Rosso già dal secondo turno e tieni gli eventi da 1 costo per il turno decisivo.</p><h3>Carte chiave</h3><ul><li><strong>Shanks</strong> (OP09-004): il finale della partita.</li><li><strong>Come On!! We'll Fight You!!</strong>: tienilo per il turno in cui l’avversario attacca con tutto.</li></ul><h3>Mulligan</h3><p>Tieni almeno due personaggi da 2 costo o meno.</p>",
    descriptionEn:
      "<h2>Game plan</h2><p>Shanks takes power away from the blocker: attack with the Red-Haired Pirates from turn two and keep the 1-cost events for the decisive turn.</p><h3>Key cards</h3><ul><li><strong>Shanks</strong> (OP09-004): the game’s finisher.</li><li><strong>Come On!! We'll Fight You!!</strong>: keep it for the turn the opponent swings with everything.</li></ul><h3>Mulligan</h3><p>Keep at least two characters costing 2 or less.</p>",
    matchups: [
      { deck: 'Black Teach', favorable: 'Even', strategy: 'Pressure before Teach locks your 5-costs.' },
      { deck: 'Buggy Cross Guild', favorable: 'Favorable', strategy: 'Their blockers fall to Shanks’ -power.' },
    ],
  },
  {
    name: 'Blackbeard Pirates',
    author: 'OP Decks',
    tier: 'Tier 1',
    format: 'OP09',
    priority: 2,
    isDraft: false,
    leader: 'OP09-081',
    list: '4xOP09-089\n4xOP09-091\n4xOP09-090\n4xOP09-088\n4xST19-005\n4xOP09-082\n4xOP09-086\n4xOP09-084\n4xOP09-083\n4xST14-007\n4xOP09-096\n4xOP09-097\n2xOP09-093',
    shortDescription: 'Black control: Teach copies the best On Play effects and removes threats by cost.',
    description:
      '<h2>Piano di gioco</h2><p>Teach controlla il tabellone: rimuovi i personaggi a basso costo con gli eventi e usa i Pirati di Barbanera per ricomprare vantaggio.</p><h3>Carte chiave</h3><ul><li><strong>Marshall.D.Teach</strong> (OP09-093): il finale della partita.</li><li><strong>My Era...Begins!!</strong>: tienilo per il turno in cui l’avversario attacca con tutto.</li></ul><h3>Mulligan</h3><p>Tieni almeno due personaggi da 2 costo o meno.</p>',
    descriptionEn:
      '<h2>Game plan</h2><p>Teach controls the board: remove cheap characters with the events and use the Blackbeard Pirates to grind value.</p><h3>Key cards</h3><ul><li><strong>Marshall.D.Teach</strong> (OP09-093): the game’s finisher.</li><li><strong>My Era...Begins!!</strong>: keep it for the turn the opponent swings with everything.</li></ul><h3>Mulligan</h3><p>Keep at least two characters costing 2 or less.</p>',
    matchups: [
      { deck: 'Red-Haired Shanks', favorable: 'Even', strategy: 'Keep counters for the turn they swing with everything.' },
      { deck: 'Purple-Black Luffy', favorable: 'Favorable', strategy: 'Remove Sanji-type threats before they stick.' },
    ],
  },
  {
    name: 'Purple-Black Luffy',
    author: 'OP Decks',
    tier: 'Tier 1',
    format: 'OP10',
    priority: 2,
    isDraft: false,
    leader: 'OP09-061',
    list: '4xOP05-062\n4xOP09-071\n4xOP10-087\n4xST18-001\n4xST14-006\n4xST18-002\n4xST14-005\n4xST18-003\n4xST14-009\n4xST14-007\n4xOP09-077\n4xOP09-079\n2xOP05-119',
    shortDescription: 'DON!! ramp into the Straw Hat crew, with black removal to clear the way.',
    description:
      '<h2>Piano di gioco</h2><p>Accumula DON!! con Luffy e gioca la ciurma di Cappello di Paglia un turno prima dell’avversario; i personaggi neri rimuovono i bloccanti.</p><h3>Carte chiave</h3><ul><li><strong>Monkey.D.Luffy</strong> (OP05-119): il finale della partita.</li><li><strong>Gum-Gum Lightning</strong>: tienilo per il turno in cui l’avversario attacca con tutto.</li></ul><h3>Mulligan</h3><p>Tieni almeno due personaggi da 2 costo o meno.</p>',
    descriptionEn:
      '<h2>Game plan</h2><p>Ramp DON!! with Luffy and play the Straw Hat crew a turn ahead of the opponent; the black characters remove blockers.</p><h3>Key cards</h3><ul><li><strong>Monkey.D.Luffy</strong> (OP05-119): the game’s finisher.</li><li><strong>Gum-Gum Lightning</strong>: keep it for the turn the opponent swings with everything.</li></ul><h3>Mulligan</h3><p>Keep at least two characters costing 2 or less.</p>',
    matchups: [
      { deck: 'Black Teach', favorable: 'Unfavorable', strategy: 'Teach answers your 5-costs: bait removal first.' },
      { deck: 'Yellow Kid', favorable: 'Favorable', strategy: 'Race: their life triggers come too late.' },
    ],
  },
  {
    name: 'Buggy Cross Guild',
    author: 'OP Decks',
    tier: 'Tier 2',
    format: 'OP10',
    priority: 4,
    isDraft: false,
    leader: 'OP09-042',
    list: '4xOP09-056\n4xOP09-054\n4xST17-005\n4xST12-010\n4xOP08-050\n4xST17-001\n4xST17-002\n4xOP09-043\n4xOP09-045\n4xOP09-048\n4xOP09-057\n4xOP05-059\n2xOP09-051',
    shortDescription: 'Blue tempo: bounce the opponent’s best character and protect Buggy’s Cross Guild.',
    description:
      '<h2>Piano di gioco</h2><p>Rimanda in mano i personaggi avversari più costosi e mantieni la mano piena: la Cross Guild vince sulla lunga distanza.</p><h3>Carte chiave</h3><ul><li><strong>Buggy</strong> (OP09-051): il finale della partita.</li><li><strong>Cross Guild</strong>: tienilo per il turno in cui l’avversario attacca con tutto.</li></ul><h3>Mulligan</h3><p>Tieni almeno due personaggi da 2 costo o meno.</p>',
    descriptionEn:
      '<h2>Game plan</h2><p>Bounce the opponent’s most expensive characters and keep a full hand: Cross Guild wins the long game.</p><h3>Key cards</h3><ul><li><strong>Buggy</strong> (OP09-051): the game’s finisher.</li><li><strong>Cross Guild</strong>: keep it for the turn the opponent swings with everything.</li></ul><h3>Mulligan</h3><p>Keep at least two characters costing 2 or less.</p>',
    matchups: [
      { deck: 'Red-Haired Shanks', favorable: 'Unfavorable', strategy: 'Block early and never fall below three life.' },
      { deck: 'Green-Yellow Law', favorable: 'Even', strategy: 'Bounce ROOM targets before they swap in.' },
    ],
  },
  {
    name: 'Green-Yellow Law',
    author: 'OP Decks',
    tier: 'Tier 2',
    format: 'OP10',
    priority: 4,
    isDraft: false,
    leader: 'OP10-022',
    list: '4xOP10-108\n4xOP02-035\n4xST16-005\n4xOP09-030\n4xOP10-107\n4xOP10-109\n4xOP07-021\n4xST02-009\n4xOP01-047\n4xOP10-105\n4xOP10-041\n4xOP10-117\n2xOP10-119',
    shortDescription: 'Supernovas swap: Law trades characters in and out while life triggers keep you alive.',
    description:
      '<h2>Piano di gioco</h2><p>Law scambia i personaggi sul campo per riattivare gli effetti On Play; i trigger gialli ti danno il tempo di chiudere.</p><h3>Carte chiave</h3><ul><li><strong>Trafalgar Law</strong> (OP10-119): il finale della partita.</li><li><strong>Radio Knife</strong>: tienilo per il turno in cui l’avversario attacca con tutto.</li></ul><h3>Mulligan</h3><p>Tieni almeno due personaggi da 2 costo o meno.</p>',
    descriptionEn:
      '<h2>Game plan</h2><p>Law swaps characters to replay their On Play effects; the yellow triggers buy the time to close.</p><h3>Key cards</h3><ul><li><strong>Trafalgar Law</strong> (OP10-119): the game’s finisher.</li><li><strong>Radio Knife</strong>: keep it for the turn the opponent swings with everything.</li></ul><h3>Mulligan</h3><p>Keep at least two characters costing 2 or less.</p>',
    matchups: [
      { deck: 'Buggy Cross Guild', favorable: 'Even', strategy: 'Keep a spare 3-cost for when they bounce.' },
      { deck: 'Purple-Black Luffy', favorable: 'Even', strategy: 'Rest their big characters before the ramp turn.' },
    ],
  },
  {
    name: 'Purple-Yellow Robin',
    author: 'OP Decks',
    tier: 'Tier 2',
    format: 'OP09',
    priority: 5,
    isDraft: false,
    leader: 'OP09-062',
    list: '4xOP07-099\n4xOP09-071\n4xOP07-103\n4xST18-001\n4xOP09-070\n4xST18-002\n4xOP09-072\n4xST18-003\n4xST13-015\n4xOP09-107\n4xST13-018\n4xOP09-077\n2xST18-005',
    shortDescription: 'Straw Hat value: Robin refills the hand and the yellow triggers punish attacks.',
    description:
      '<h2>Piano di gioco</h2><p>Robin pesca e seleziona: gioca i membri della ciurma di costo medio e lascia che i trigger gialli rallentino l’avversario.</p><h3>Carte chiave</h3><ul><li><strong>Luffy-Tarou</strong> (ST18-005): il finale della partita.</li><li><strong>Gum-Gum Jet Spear</strong>: tienilo per il turno in cui l’avversario attacca con tutto.</li></ul><h3>Mulligan</h3><p>Tieni almeno due personaggi da 2 costo o meno.</p>',
    descriptionEn:
      '<h2>Game plan</h2><p>Robin draws and filters: play the mid-cost crew members and let the yellow triggers slow the opponent down.</p><h3>Key cards</h3><ul><li><strong>Luffy-Tarou</strong> (ST18-005): the game’s finisher.</li><li><strong>Gum-Gum Jet Spear</strong>: keep it for the turn the opponent swings with everything.</li></ul><h3>Mulligan</h3><p>Keep at least two characters costing 2 or less.</p>',
    matchups: [
      { deck: 'Black Teach', favorable: 'Unfavorable', strategy: 'Spread threats: their removal is one-for-one.' },
      { deck: 'Purple-Black King', favorable: 'Even', strategy: 'Trade evenly and save Robin’s draw for late.' },
    ],
  },
  {
    name: 'Animal Kingdom King',
    author: 'OP Decks',
    tier: 'Tier 2',
    format: 'OP08',
    priority: 5,
    isDraft: false,
    leader: 'OP08-057',
    list: '4xOP08-080\n4xOP08-083\n4xOP08-086\n4xOP08-074\n4xOP08-090\n4xOP08-087\n4xOP08-059\n4xOP08-091\n4xOP08-092\n4xOP01-097\n4xOP08-094\n4xOP08-095\n2xOP08-089',
    shortDescription: 'Purple-black Animal Kingdom Pirates: King trashes DON!! for removal and big bodies.',
    description:
      '<h2>Piano di gioco</h2><p>King sacrifica DON!! per rimuovere i personaggi avversari; i Pirati delle Cento Bestie arrivano grossi e in fretta.</p><h3>Carte chiave</h3><ul><li><strong>Basil Hawkins</strong> (OP08-089): il finale della partita.</li><li><strong>Imperial Flame</strong>: tienilo per il turno in cui l’avversario attacca con tutto.</li></ul><h3>Mulligan</h3><p>Tieni almeno due personaggi da 2 costo o meno.</p>',
    descriptionEn:
      '<h2>Game plan</h2><p>King spends DON!! to remove the opponent’s characters; the Animal Kingdom Pirates come in big and fast.</p><h3>Key cards</h3><ul><li><strong>Basil Hawkins</strong> (OP08-089): the game’s finisher.</li><li><strong>Imperial Flame</strong>: keep it for the turn the opponent swings with everything.</li></ul><h3>Mulligan</h3><p>Keep at least two characters costing 2 or less.</p>',
    matchups: [
      { deck: 'Purple-Yellow Robin', favorable: 'Even', strategy: 'Pressure before the hand refills.' },
      { deck: 'Red-Green Chopper', favorable: 'Favorable', strategy: 'Their small animals fall to cost-based removal.' },
    ],
  },
  {
    name: 'Yellow Captain Kid',
    author: 'OP Decks',
    tier: 'Tier 3',
    format: 'OP10',
    priority: 7,
    isDraft: false,
    leader: 'OP10-099',
    list: '4xOP10-108\n4xST13-007\n4xST13-010\n4xOP10-106\n4xOP10-107\n4xOP10-109\n4xOP10-104\n4xST13-015\n4xOP10-101\n4xOP10-105\n4xOP10-115\n4xOP10-116\n2xOP10-112',
    shortDescription: 'Yellow life control: Kid turns life into power and triggers.',
    description:
      '<h2>Piano di gioco</h2><p>Kid usa le carte vita per potenziarsi: conserva la vita per i trigger e colpisci quando l’avversario resta senza contatori.</p><h3>Carte chiave</h3><ul><li><strong>Eustass"Captain"Kid</strong> (OP10-112): il finale della partita.</li><li><strong>Let\'s Meet Again in the New World</strong>: tienilo per il turno in cui l’avversario attacca con tutto.</li></ul><h3>Mulligan</h3><p>Tieni almeno due personaggi da 2 costo o meno.</p>',
    descriptionEn:
      '<h2>Game plan</h2><p>Kid uses life cards to power up: keep life for the triggers and strike when the opponent runs out of counters.</p><h3>Key cards</h3><ul><li><strong>Eustass"Captain"Kid</strong> (OP10-112): the game’s finisher.</li><li><strong>Let\'s Meet Again in the New World</strong>: keep it for the turn the opponent swings with everything.</li></ul><h3>Mulligan</h3><p>Keep at least two characters costing 2 or less.</p>',
    matchups: [
      { deck: 'Purple-Black Luffy', favorable: 'Unfavorable', strategy: 'Their ramp outpaces you: mulligan for early blockers.' },
      { deck: 'Yellow Kalgara', favorable: 'Even', strategy: 'Mirror of triggers: count their life.' },
    ],
  },
  {
    name: 'Red-Green Chopper',
    author: 'OP Decks',
    tier: 'Tier 3',
    format: 'OP08',
    priority: 8,
    isDraft: false,
    leader: 'OP08-001',
    list: '4xST01-006\n4xOP02-034\n4xST16-005\n4xOP08-007\n4xOP08-010\n4xOP08-004\n4xST12-008\n4xOP08-006\n4xOP08-008\n4xST10-004\n4xOP08-018\n4xST01-014\n2xST10-006',
    shortDescription: 'Animal swarm: Chopper rests and powers up the small animals.',
    description:
      '<h2>Piano di gioco</h2><p>Riempi il campo di piccoli animali da 1-2 costo e usa Chopper per attaccare più volte per turno.</p><h3>Carte chiave</h3><ul><li><strong>Monkey.D.Luffy</strong> (ST10-006): il finale della partita.</li><li><strong>Cloven Rose</strong>: tienilo per il turno in cui l’avversario attacca con tutto.</li></ul><h3>Mulligan</h3><p>Tieni almeno due personaggi da 2 costo o meno.</p>',
    descriptionEn:
      '<h2>Game plan</h2><p>Fill the board with 1–2 cost animals and use Chopper to attack several times a turn.</p><h3>Key cards</h3><ul><li><strong>Monkey.D.Luffy</strong> (ST10-006): the game’s finisher.</li><li><strong>Cloven Rose</strong>: keep it for the turn the opponent swings with everything.</li></ul><h3>Mulligan</h3><p>Keep at least two characters costing 2 or less.</p>',
    matchups: [
      { deck: 'Animal Kingdom King', favorable: 'Unfavorable', strategy: 'Do not overextend into their removal.' },
      { deck: 'Yellow Kalgara', favorable: 'Even', strategy: 'Go wide before the triggers pile up.' },
    ],
  },
  {
    name: 'Yellow Kalgara',
    author: 'OP Decks',
    tier: 'Tier 3',
    format: 'OP08',
    priority: 8,
    isDraft: false,
    leader: 'OP08-098',
    list: '4xOP06-113\n4xOP05-113\n4xOP05-106\n4xOP06-102\n4xOP06-111\n4xOP08-110\n4xOP08-108\n4xOP06-114\n4xOP08-109\n4xOP08-099\n4xOP08-115\n4xOP08-117\n2xOP05-100',
    shortDescription: 'Shandian warriors: Kalgara adds life and wins with triggers.',
    description:
      '<h2>Piano di gioco</h2><p>Kalgara aggiunge carte vita; i guerrieri Shandian si giocano dai trigger e ribaltano gli scambi.</p><h3>Carte chiave</h3><ul><li><strong>Enel</strong> (OP05-100): il finale della partita.</li><li><strong>The Earth Will Not Lose!</strong>: tienilo per il turno in cui l’avversario attacca con tutto.</li></ul><h3>Mulligan</h3><p>Tieni almeno due personaggi da 2 costo o meno.</p>',
    descriptionEn:
      '<h2>Game plan</h2><p>Kalgara adds life cards; the Shandian warriors come in from triggers and turn trades around.</p><h3>Key cards</h3><ul><li><strong>Enel</strong> (OP05-100): the game’s finisher.</li><li><strong>The Earth Will Not Lose!</strong>: keep it for the turn the opponent swings with everything.</li></ul><h3>Mulligan</h3><p>Keep at least two characters costing 2 or less.</p>',
    matchups: [
      { deck: 'Yellow Captain Kid', favorable: 'Even', strategy: 'Whoever keeps more life wins: spend it slowly.' },
      { deck: 'Red-Green Chopper', favorable: 'Even', strategy: 'Block the animals early, then stabilise.' },
    ],
  },
];
