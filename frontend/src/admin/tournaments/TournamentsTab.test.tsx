import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { TournamentDetailDto, TournamentImportReportDto, TournamentSummaryDto } from '../../api/tournaments';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { anAdmin, mockSession } from '../../test/session';

const MILANO: TournamentSummaryDto = {
  id: 3,
  name: 'Treasure Cup Milano',
  date: '2026-11-01',
  format: 'OP10',
  players: 10,
  topCut: 4,
  standings: 8,
  readStandings: 7,
  matches: 6,
  problems: 2,
  importedAt: '2026-11-27T09:00:00.000Z',
};

const MILANO_DETAIL: TournamentDetailDto = {
  ...MILANO,
  standingList: [
    { placing: 1, player: 'Alice', wins: 4, losses: 0, ties: 0, leaderCode: 'ST01-001', inTopCut: true, problems: [] },
    {
      placing: 8,
      player: 'Hal',
      wins: 0,
      losses: 4,
      ties: 0,
      leaderCode: null,
      inTopCut: false,
      problems: [{ code: 'no_leader', placing: 8, player: 'Hal' }],
    },
  ],
  eventProblems: [{ code: 'unknown_player', round: 1, lines: ['Zed'] }],
};

/** The tournaments API behind the mocked HTTP: imports add an event, deletes remove it; the bodies are kept. */
function serveTournaments() {
  const state = { events: [MILANO], bodies: [] as Array<{ url: string; body: unknown }>, deleted: [] as number[] };
  server.use(
    http.get('/api/admin/stats', () => HttpResponse.json({ cards: 0, decks: 0, publishedNews: 0 })),
    http.get('/api/formats', () =>
      HttpResponse.json([
        { code: 'OP10', name: 'OP10', legalSets: [], banList: [], isCurrent: true },
        { code: 'OP09', name: 'OP09', legalSets: [], banList: [], isCurrent: false },
      ]),
    ),
    http.get('/api/tournaments', () => HttpResponse.json(state.events)),
    http.get('/api/tournaments/:id', () => HttpResponse.json(MILANO_DETAIL)),
    http.post('/api/tournaments', async ({ request }) => {
      const body = (await request.json()) as { name: string };
      state.bodies.push({ url: '/api/tournaments', body });
      const event = { ...MILANO, id: 4, name: body.name, problems: 1 };
      state.events = [event, ...state.events];
      const report: TournamentImportReportDto = { event, problems: [{ code: 'unknown_cards', placing: 7, player: 'Gus', lines: ['4xZZ99-999'] }] };
      return HttpResponse.json(report, { status: 201 });
    }),
    http.post('/api/tournaments/csv', async ({ request }) => {
      const body = (await request.json()) as { name: string };
      state.bodies.push({ url: '/api/tournaments/csv', body });
      const event = { ...MILANO, id: 5, name: body.name, standings: 3, readStandings: 3, matches: 0, problems: 0 };
      state.events = [event, ...state.events];
      return HttpResponse.json({ event, problems: [] }, { status: 201 });
    }),
    http.delete('/api/tournaments/:id', ({ params }) => {
      state.deleted.push(Number(params.id));
      state.events = state.events.filter((event) => event.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return state;
}

function openTab(path = '/admin?tab=tournaments') {
  mockSession(anAdmin());
  renderApp(path);
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

const pick = (name: string, text: string, type: string) => {
  const input = screen.getByTestId('tournament-file');
  fireEvent.change(input, { target: { files: [new File([text], name, { type })] } });
};

describe("the back office 'Tournaments' tab", () => {
  it('lists the imported events and shows, on demand, what could not be read', async () => {
    serveTournaments();
    const user = openTab();

    const row = (await screen.findByText('Treasure Cup Milano', {}, { timeout: 30_000 })).closest('tr')!;
    expect(row).toHaveTextContent('2026-11-01');
    expect(row).toHaveTextContent('7 / 8 (10 players)');
    await user.click(within(row).getByRole('button', { name: /expand row/i }));
    const problems = await screen.findByRole('list', { name: 'What could not be read' });
    expect(problems).toHaveTextContent('#8 Hal — the deck names no leader: not counted in the meta');
    expect(problems).toHaveTextContent('Round 1 — a pairing names a player who is not in the standings: Zed');
  });

  it('imports a JSON event as it is and reports what could not be read', async () => {
    const state = serveTournaments();
    const user = openTab();
    await screen.findByText('Treasure Cup Milano', {}, { timeout: 30_000 });

    const event = { name: 'Regional Roma', date: '2026-11-20', format: 'OP10', players: 64, standings: [] };
    pick('roma.json', JSON.stringify(event), 'application/json');
    await user.click(await screen.findByRole('button', { name: /Import/ }));

    expect(await screen.findByText('Regional Roma: 7 of 8 standings read, 6 games from pairings')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'What could not be read' })).toHaveTextContent(
      '#7 Gus — unknown cards (the deck still counts if its leader was read): 4xZZ99-999',
    );
    expect(state.bodies).toEqual([{ url: '/api/tournaments', body: event }]);
    expect(await screen.findAllByText('Regional Roma')).not.toHaveLength(0);
  });

  it('imports a CSV with the event named in the form, the current format chosen', async () => {
    const state = serveTournaments();
    const user = openTab();
    await screen.findByText('Treasure Cup Milano', {}, { timeout: 30_000 });

    const csv = 'placing,player,wins,losses,ties,deck\n1,Ivy,3,0,0,"1xST01-001"';
    pick('torino-store.csv', csv, 'text/csv');
    const name = await screen.findByRole('textbox', { name: 'Event name' });
    expect(name).toHaveValue('torino-store');
    await user.clear(name);
    await user.type(name, 'Torino Store');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-11-15' } });
    await user.click(screen.getByRole('button', { name: /Import/ }));

    expect(await screen.findByText('Torino Store: 3 of 3 standings read, 0 games from pairings')).toBeInTheDocument();
    expect(state.bodies).toEqual([{ url: '/api/tournaments/csv', body: { name: 'Torino Store', date: '2026-11-15', format: 'OP10', csv } }]);
  });

  it('deletes an event after asking', async () => {
    const state = serveTournaments();
    const user = openTab();

    await screen.findByText('Treasure Cup Milano', {}, { timeout: 30_000 });
    await user.click(screen.getByRole('button', { name: 'Delete Treasure Cup Milano' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this event?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(state.deleted).toEqual([3]));
    expect(await screen.findByText('No event imported yet.')).toBeInTheDocument();
  });

  it('is called Tornei in Italian', async () => {
    serveTournaments();
    openTab('/it/admin?tab=tournaments');
    expect(await screen.findByRole('heading', { name: 'Tornei' }, { timeout: 30_000 })).toBeInTheDocument();
    expect(await screen.findByText('7 / 8 (10 giocatori)')).toBeInTheDocument();
  });
});
