import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MetaDto } from '../../api/tournaments';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { anAdmin, mockSession } from '../../test/session';
import { aFormat, KID_LEADER } from '../../test/tierlist';

const LUFFY_FIGURES = { code: 'ST01-001', name: 'Monkey.D.Luffy', decks: 4, share: 0.4, topCut: 3, topCutRate: 0.75, games: 3, winRate: 0.5 };

describe('tier list manager with tournament results', () => {
  it('shows each entry’s leader figures for the format shown, and none for a leader without results', async () => {
    const format = aFormat('OP10', { 'Tier 1': ['Red Zoro'], 'Tier 2': ['Kid Supernovas'] }, { isCurrent: true });
    format.tiers[1]!.entries[0]!.deck.leader = KID_LEADER;
    const asked: string[] = [];
    server.use(
      http.get('/api/admin/stats', () => HttpResponse.json({ cards: 3, decks: 4, publishedNews: 0 })),
      http.get('/api/tierlist', () => HttpResponse.json({ currentFormat: 'OP10', formats: [format] })),
      http.get('/api/tierlist/candidates', () => HttpResponse.json([])),
      http.get('/api/meta', ({ request }) => {
        asked.push(new URL(request.url).search);
        const meta: MetaDto = { format: 'OP10', events: 3, decks: 10, leaders: [LUFFY_FIGURES], headToHead: [] };
        return HttpResponse.json(meta);
      }),
    );
    mockSession(anAdmin());
    renderApp('/admin?tab=tier-list');

    const zoro = await screen.findByRole('article', { name: 'Red Zoro' }, { timeout: 15_000 });
    expect(await within(zoro).findByLabelText('From tournament results')).toHaveTextContent('40% of the field3 top cuts50% win rate');
    expect(within(screen.getByRole('article', { name: 'Kid Supernovas' })).queryByLabelText('From tournament results')).not.toBeInTheDocument();
    expect(screen.getByText(/from 3 imported events \(10 decks\)/)).toBeInTheDocument();
    await waitFor(() => expect(asked).toContain('?format=OP10'));
  }, 60_000);
});
