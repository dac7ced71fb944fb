import { canEdit, canRead, curationFor, isReadableByEveryone, listingOf, type DeckAccessFacts, type Viewer } from './deck-access.js';

const OWNER: Viewer = { id: 7, roles: ['user', 'verified'] };
const OTHER: Viewer = { id: 8, roles: ['user', 'verified'] };
const ADMIN: Viewer = { id: 1, roles: ['user', 'verified', 'admin'] };

const community = (visibility: DeckAccessFacts['visibility'], hidden = false): DeckAccessFacts => ({
  ownerId: 7,
  curated: false,
  visibility,
  isDraft: false,
  hidden,
});
const curated = (isDraft: boolean, hidden = false): DeckAccessFacts => ({ ownerId: 1, curated: true, visibility: 'public', isDraft, hidden });

describe('who may read a deck (ADR 0061)', () => {
  it.each([
    ['a private community deck', community('private'), { visitor: false, other: false, owner: true, admin: true }],
    ['an unlisted community deck', community('unlisted'), { visitor: true, other: true, owner: true, admin: true }],
    ['a public community deck', community('public'), { visitor: true, other: true, owner: true, admin: true }],
    ['a hidden public community deck', community('public', true), { visitor: false, other: false, owner: true, admin: true }],
    ['a published curated deck', curated(false), { visitor: true, other: true, owner: true, admin: true }],
    ['a curated draft', curated(true), { visitor: false, other: false, owner: true, admin: true }],
    ['a hidden curated deck', curated(false, true), { visitor: false, other: false, owner: true, admin: true }],
  ])('%s', (_name, deck, expected) => {
    expect({
      visitor: canRead(deck, null),
      other: canRead(deck, OTHER),
      owner: canRead(deck, OWNER.id === deck.ownerId ? OWNER : ADMIN),
      admin: canRead(deck, ADMIN),
    }).toEqual(expected);
    expect(isReadableByEveryone(deck)).toBe(expected.visitor);
  });
});

describe('who may change a deck', () => {
  it('lets admins change any deck and players only their own community decks', () => {
    expect(canEdit(community('public'), OWNER)).toBe(true);
    expect(canEdit(community('public'), OTHER)).toBe(false);
    expect(canEdit(community('private'), null)).toBe(false);
    expect(canEdit(community('private'), ADMIN)).toBe(true);
    // A curated deck is the admins', even for a player who once created it as an admin.
    expect(canEdit({ ownerId: 7, curated: true }, OWNER)).toBe(false);
    expect(canEdit(curated(true), ADMIN)).toBe(true);
  });
});

describe('the gallery a deck is listed in', () => {
  it('lists published curated decks and public community decks, nothing else', () => {
    expect(listingOf(curated(false))).toBe('curated');
    expect(listingOf(curated(true))).toBeNull();
    expect(listingOf(curated(false, true))).toBeNull();
    expect(listingOf(community('public'))).toBe('community');
    expect(listingOf(community('unlisted'))).toBeNull();
    expect(listingOf(community('private'))).toBeNull();
    expect(listingOf(community('public', true))).toBeNull();
  });
});

describe('curation belongs to curated decks', () => {
  const sent = { tier: 'Tier 3' as const, priority: 1, isDraft: true, visibility: 'unlisted' as const };
  it('keeps the defaults on a community deck whatever is sent', () => {
    expect(curationFor(false, sent)).toEqual({ tier: 'Tier 1', priority: 5, isDraft: false, visibility: 'unlisted' });
  });
  it('keeps what an admin sends on a curated deck, always public (its draft flag hides it)', () => {
    expect(curationFor(true, sent)).toEqual({ tier: 'Tier 3', priority: 1, isDraft: true, visibility: 'public' });
  });
});
