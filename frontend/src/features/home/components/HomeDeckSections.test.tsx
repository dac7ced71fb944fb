import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aDeck, aLeaderOption, KID, mockDecks } from '../../../test/decks';
import { renderApp } from '../../../test/render-app';
import { aFormat, mockTierList } from '../../../test/tierlist';

const kidLeader = { id: KID.id, code: KID.code, name: KID.name, imageUrl: KID.imageUrl, color: KID.color };

/** The API's order: newest first. */
const DECKS = [
  aDeck({ id: 9, name: 'Draft in progress', isDraft: 1, priority: 1 }),
  aDeck({ id: 8, name: 'Rush Eight', priority: 4 }),
  aDeck({ id: 7, name: 'Kid Seven', tier: 'Tier 2', leader: kidLeader, priority: 1 }),
  aDeck({ id: 6, name: 'Old Format Six', format: 'OP09', priority: 1 }),
  aDeck({ id: 5, name: 'Rush Five', priority: 2 }),
  aDeck({ id: 4, name: 'Rush Four', priority: 2 }),
  aDeck({ id: 3, name: 'Rush Three', priority: 9 }),
];
const LEADERS = [
  aLeaderOption({ count: 5 }),
  aLeaderOption({ cardId: KID.id, name: KID.name, code: KID.code, count: 1 }),
  aLeaderOption({ cardId: 50, name: 'Nobody', code: 'ST09-001', count: 0 }),
];

function headingsIn(list: HTMLElement) {
  return within(list)
    .getAllByRole('heading')
    .map((heading) => heading.textContent);
}

describe('home deck sections', () => {
  it('shows the 3 newest published decks, linking to their pages', async () => {
    mockDecks(DECKS, LEADERS);
    renderApp('/');

    const newest = await screen.findByRole('list', { name: 'Latest decks' }, { timeout: 15_000 });
    expect(headingsIn(newest)).toEqual(['Rush Eight', 'Kid Seven', 'Old Format Six']);
    expect(within(newest).getByRole('link', { name: /Rush Eight/ })).toHaveAttribute('href', '/decks/8');
    expect(screen.getByRole('link', { name: /All decks/ })).toHaveAttribute('href', '/decks');
  });

  it('shows three placeholders pointing to the admin area when there are no decks', async () => {
    mockDecks([]);
    renderApp('/');

    const placeholders = await screen.findByRole('list', { name: 'No decks yet' });
    const links = within(placeholders).getAllByRole('link');
    expect(links).toHaveLength(3);
    for (const link of links) expect(link).toHaveAttribute('href', '/admin');
  });

  it('gives the meta overview from the tier list: the current format, per tier by position, at most 3, and a link to the tier list', async () => {
    mockDecks(DECKS, LEADERS);
    mockTierList({
      currentFormat: 'OP10',
      formats: [
        aFormat(
          'OP10',
          { 'Tier 1': ['Rush Five', 'Rush Four', 'Rush Eight', 'Fourth Tier One'], 'Tier 2': ['Kid Seven'], 'Tier 3': [] },
          { isCurrent: true, firstDeckId: 5 },
        ),
        aFormat('OP09', { 'Tier 1': ['Old Format Six'] }, { firstDeckId: 60 }),
      ],
    });
    renderApp('/');

    const tier1 = await screen.findByRole('list', { name: 'Tier 1 decks' });
    expect(headingsIn(tier1)).toEqual(['Rush Five', 'Rush Four', 'Rush Eight']);
    const tile = within(tier1).getByRole('link', { name: /Rush Five/ });
    expect(tile).toHaveAttribute('href', '/decks/5');
    expect(tile).toHaveTextContent('by Nami');
    expect(tile).toHaveTextContent('OP10');
    expect(within(tile).getByRole('img', { name: 'Leader: Monkey.D.Luffy (ST01-001)' })).toBeInTheDocument();
    const tier2 = screen.getByRole('list', { name: 'Tier 2 decks' });
    expect(headingsIn(tier2)).toEqual(['Kid Seven']);
    expect(within(tier2).getByRole('link', { name: /Kid Seven/ })).toHaveAttribute('href', '/decks/9');
    expect(screen.queryByRole('list', { name: 'Rogue decks' })).not.toBeInTheDocument();
    expect(screen.getByText('No decks in this tier yet.')).toBeInTheDocument();
    expect(screen.queryByText('Old Format Six', { selector: 'h4' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /See full tier list/ })).toHaveAttribute('href', '/tier-list');
  });

  it('filters by leader: nothing before a choice, "Filtering..." for a moment, then the decks by priority', async () => {
    mockDecks(DECKS, LEADERS);
    const { user } = renderApp('/');

    const section = await screen.findByRole('region', { name: 'Filter Decks By Leader' });
    expect(within(section).queryByRole('list')).not.toBeInTheDocument();

    await user.click(await within(section).findByRole('combobox', { name: 'Filter Decks By Leader' }));
    const option = await screen.findByTitle('Monkey.D.Luffy (ST01-001) · 5');
    const chosenAt = Date.now();
    await user.click(option);

    expect(within(section).getByText('Filtering...')).toBeInTheDocument();
    expect(within(section).queryByRole('list')).not.toBeInTheDocument();
    expect(await within(section).findByRole('heading', { name: 'Decks found (5)' })).toBeInTheDocument();
    // The loading state lasts 300 ms (docs/product.md#limits).
    expect(Date.now() - chosenAt).toBeGreaterThanOrEqual(300);
    expect(headingsIn(within(section).getByRole('list', { name: 'Decks of the selected leader' }))).toEqual([
      'Old Format Six',
      'Rush Five',
      'Rush Four',
      'Rush Eight',
      'Rush Three',
    ]);
    expect(within(section).queryByText('Filtering...')).not.toBeInTheDocument();
  });

  it("says 'No decks found' for a leader without decks, and shows nothing for 'All decks'", async () => {
    localStorage.setItem('language', 'it');
    mockDecks(DECKS, LEADERS);
    const { user } = renderApp('/');

    // The section keeps its title 'Filter Decks By Leader' in Italian too (docs/product.md#home).
    const section = await screen.findByRole('region', { name: 'Filter Decks By Leader' });
    const select = await within(section).findByRole('combobox', { name: 'Filter Decks By Leader' });
    expect(section).toHaveTextContent('Seleziona un Leader');

    await user.click(select);
    await user.click(await screen.findByTitle('Nobody (ST09-001) · 0'));
    expect(within(section).getByText('Filtraggio in corso...')).toBeInTheDocument();
    expect(await within(section).findByText('Nessun mazzo trovato')).toBeInTheDocument();

    await user.click(select);
    await user.click(await screen.findByTitle('Tutti i mazzi'));
    await waitFor(() => expect(within(section).queryByText('Nessun mazzo trovato')).not.toBeInTheDocument());
    expect(within(section).queryByText('Filtraggio in corso...')).not.toBeInTheDocument();
    expect(within(section).queryByRole('list')).not.toBeInTheDocument();
  });
});
