import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/server';
import { aFormat, mockTierList } from '../../../test/tierlist';

const OP10 = aFormat('OP10', { 'Tier 1': ['Straw Hat Rush', 'Red Zoro'], 'Tier 2': ['Kid Supernovas'], 'Tier 3': ['Buggy Chaos'] }, { isCurrent: true });
const OP09 = aFormat('OP09', { 'Tier 1': ['Old Crocodile'] }, { firstDeckId: 40 });

function names(list: HTMLElement) {
  return within(list)
    .getAllByRole('heading')
    .map((heading) => heading.textContent);
}

describe('/tier-list', () => {
  it('shows the current format by default: Tier 1, Tier 2 and Rogue, decks by position with leader, author, format, notes and a link', async () => {
    OP10.tiers[0]!.entries[1]!.notes = 'Best into Kid';
    mockTierList({ currentFormat: 'OP10', formats: [OP10, OP09] });
    renderApp('/tier-list');

    const tier1 = await screen.findByRole('list', { name: /Tier 1/ });
    expect(names(tier1)).toEqual(['Straw Hat Rush', 'Red Zoro']);
    expect(names(screen.getByRole('list', { name: /Tier 2/ }))).toEqual(['Kid Supernovas']);
    expect(names(screen.getByRole('list', { name: /Rogue/ }))).toEqual(['Buggy Chaos']);

    const zoro = within(tier1).getByRole('link', { name: /Red Zoro/ });
    expect(zoro).toHaveAttribute('href', '/decks/2');
    expect(zoro).toHaveTextContent('by Nami');
    expect(zoro).toHaveTextContent('OP10');
    expect(zoro).toHaveTextContent('Best into Kid');
    expect(within(zoro).getByRole('img', { name: 'Leader: Monkey.D.Luffy (ST01-001)' })).toBeInTheDocument();
  });

  it('switches format with the filter (formats from the API) and remembers it in the address', async () => {
    mockTierList({ currentFormat: 'OP10', formats: [OP10, OP09] });
    const { user, history } = renderApp('/tier-list');

    await screen.findByRole('list', { name: /Tier 1/ });
    await user.click(screen.getByRole('combobox', { name: 'Format' }));
    await user.click(await screen.findByTitle('OP09'));
    // A navigation: the page shows that format once it has rendered the new address.
    await waitFor(() => expect(names(screen.getByRole('list', { name: /Tier 1/ }))).toEqual(['Old Crocodile']));
    expect(screen.getAllByText('No decks in this tier yet.')).toHaveLength(2);
    expect(history.location.search).toBe('?format=OP09');
  });

  it('opens the format in the address, in Italian too', async () => {
    localStorage.setItem('language', 'it');
    mockTierList({ currentFormat: 'OP10', formats: [OP10, OP09] });
    renderApp('/tier-list?format=op09');

    expect(names(await screen.findByRole('list', { name: /Tier 1/ }))).toEqual(['Old Crocodile']);
    expect(screen.getAllByText('Ancora nessun mazzo in questa fascia.')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1, name: 'Tier List' })).toBeInTheDocument();
  });

  it('says so when the format has no decks yet', async () => {
    mockTierList({ currentFormat: 'OP10', formats: [aFormat('OP10', {}, { isCurrent: true })] });
    renderApp('/tier-list');

    expect(await screen.findByText('No decks in the OP10 tier list yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Browse the decks/ })).toHaveAttribute('href', '/decks');
  });

  it("shows 'Error loading data' with a retry when the tier list cannot be loaded", async () => {
    server.use(http.get('/api/tierlist', () => HttpResponse.json({ statusCode: 500, code: 'internal', message: 'boom' }, { status: 500 })));
    const { user } = renderApp('/tier-list');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading data');
    mockTierList({ currentFormat: 'OP10', formats: [OP10] });
    await user.click(within(alert).getByRole('button', { name: /Retry/ }));
    expect(names(await screen.findByRole('list', { name: /Tier 1/ }))).toEqual(['Straw Hat Rush', 'Red Zoro']);
  });
});
