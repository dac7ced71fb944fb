/** A valid deck save body (three real starter cards under a leader), as the suites that write decks send it. */
export function aDeckBody(leaderId: number, cardIds: readonly number[], overrides: Record<string, unknown> = {}) {
  return {
    name: 'A deck',
    author: 'Nami',
    tier: 'Tier 2',
    format: 'OP10',
    leaderId,
    shortDescription: 'a test deck',
    description: '<p>x</p>',
    description_en: '<p>x</p>',
    videoUrl: null,
    matchups: [],
    priority: 2,
    isDraft: 0,
    cards: [
      { cardId: cardIds[0], quantity: 4 },
      { cardId: cardIds[1], quantity: 4 },
      { cardId: cardIds[2], quantity: 2 },
    ],
    ...overrides,
  };
}
