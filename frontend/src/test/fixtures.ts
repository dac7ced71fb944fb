import type { CardDto, CardFilterOptionsDto } from '../api/generated';

const NAMES = ['Monkey.D.Luffy', 'Roronoa Zoro', 'Nami', 'Usopp', 'Sanji', 'Tony Tony.Chopper', 'Nico Robin', 'Franky', 'Brook', 'Jinbe'];
const TYPES = ['LEADER', 'CHARACTER', 'CHARACTER', 'CHARACTER', 'EVENT', 'STAGE'];
const COLORS = ['Red', 'Green', 'Blue', 'Purple', 'Black', 'Yellow'];

/** One card as the API returns it; override what the test cares about. */
export function aCard(overrides: Partial<CardDto> = {}): CardDto {
  const id = overrides.id ?? 1;
  const code = overrides.code ?? `ST01-${String(id).padStart(3, '0')}`;
  return {
    id,
    code,
    name: NAMES[(id - 1) % NAMES.length] ?? 'Monkey.D.Luffy',
    type: TYPES[(id - 1) % TYPES.length] ?? 'CHARACTER',
    // The API's normalised type: the fixtures' types are canonical already.
    normalizedType: overrides.type ?? TYPES[(id - 1) % TYPES.length] ?? 'CHARACTER',
    imageUrl: `https://cards.example.test/ST01-${String(id).padStart(3, '0')}.png`,
    cost: 2,
    power: 3000,
    counter: '1000',
    color: COLORS[(id - 1) % COLORS.length] ?? 'Red',
    attribute: 'Strike',
    family: 'Straw Hat Crew',
    ability: null,
    trigger: null,
    set: 'ST-01',
    rarity: null,
    // A base printing unless the test says otherwise (the API derives both from the code).
    baseCode: code,
    printing: 'base',
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** `count` distinct cards with ids 1..count, in id order. */
export function someCards(count: number): CardDto[] {
  return Array.from({ length: count }, (_, index) => aCard({ id: index + 1 }));
}

/** The filter choices GET /api/cards/filter-options answers; none unless the test gives them. */
export function someFilterOptions(overrides: Partial<CardFilterOptionsDto> = {}): CardFilterOptionsDto {
  return { types: [], colors: [], costs: [], powers: [], sets: [], attributes: [], families: [], rarities: [], ...overrides };
}
