import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MetaDto } from '../../../api/tournaments';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/server';
import { aFormat, KID_LEADER, mockTierList } from '../../../test/tierlist';

const RESULTS: MetaDto = {
  format: 'OP10',
  events: 2,
  decks: 10,
  leaders: [
    { code: 'ST01-001', name: 'Monkey.D.Luffy', decks: 4, share: 0.4, topCut: 3, topCutRate: 0.75, games: 3, winRate: 0.5 },
    { code: 'ST02-001', name: 'Eustass"Captain"Kid', decks: 2, share: 0.2, topCut: 0, topCutRate: 0, games: 0 },
  ],
  headToHead: [],
};

function tierListWithKid() {
  const format = aFormat('OP10', { 'Tier 1': ['Red Luffy'], 'Tier 2': ['Green Kid'] }, { isCurrent: true });
  format.tiers[1]!.entries[0]!.deck.leader = KID_LEADER;
  return { currentFormat: 'OP10', formats: [format] };
}

describe('the home page meta overview with tournament results', () => {
  it('shows each deck’s leader figures from results beside the admins’ tiers', async () => {
    mockTierList(tierListWithKid());
    server.use(http.get('/api/meta', () => HttpResponse.json(RESULTS)));
    renderApp('/');

    const tier1 = await screen.findByRole('list', { name: 'Tier 1 decks' }, { timeout: 15_000 });
    expect(await within(tier1).findByLabelText('From tournament results')).toHaveTextContent('40% of the field3 top cuts50% win rate');
    const tier2 = screen.getByRole('list', { name: 'Tier 2 decks' });
    expect(within(tier2).getByLabelText('From tournament results')).toHaveTextContent('20% of the fieldno top cut');
    expect(screen.getByText(/from 2 imported events \(10 decks\)/)).toBeInTheDocument();
  });

  it('shows no figures without imported results', async () => {
    mockTierList(tierListWithKid());
    renderApp('/');
    await screen.findByRole('list', { name: 'Tier 1 decks' }, { timeout: 15_000 });
    expect(screen.queryByLabelText('From tournament results')).not.toBeInTheDocument();
  });

  it('speaks Italian', async () => {
    mockTierList(tierListWithKid());
    server.use(http.get('/api/meta', () => HttpResponse.json(RESULTS)));
    renderApp('/it/');
    expect(await screen.findByText('40% dei partecipanti', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('50% di vittorie')).toBeInTheDocument();
  });
});
