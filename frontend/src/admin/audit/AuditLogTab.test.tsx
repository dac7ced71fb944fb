import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AuditEntryDto } from '../../api/generated';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { anAdmin, aSuperAdmin, mockSession } from '../../test/session';

const UPDATE: AuditEntryDto = {
  id: 2,
  createdAt: '2026-11-27T10:15:00.000Z',
  actorId: 1,
  actorUsername: 'admin',
  action: 'updateDeck',
  route: 'PUT /api/decks/:id',
  entityType: 'deck',
  entityId: '42',
  entityLabel: 'Red Zoro aggro',
  outcome: 'ok',
  changes: [
    { field: 'name', before: 'Red Zoro', after: 'Red Zoro aggro' },
    { field: 'description', after: '<p>A long guide. A long guide. A long guide… (5614 chars)' },
  ],
};
const REFUSED: AuditEntryDto = {
  id: 1,
  createdAt: '2026-11-27T09:00:00.000Z',
  actorId: 5,
  actorUsername: 'nami',
  action: 'deleteTournament',
  route: 'DELETE /api/tournaments/:id',
  entityType: 'tournament',
  entityId: '9',
  entityLabel: null,
  outcome: 'tournament_not_found',
  changes: [],
};

/** The log behind the mocked API: each request's query kept, the entries filtered by actor as the server would. */
function serveLog() {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/admin/stats', () => HttpResponse.json({ cards: 0, decks: 0, publishedNews: 0 })),
    http.get('/api/admin/audit', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const items = [UPDATE, REFUSED].filter((entry) => !query.get('actor') || entry.actorUsername === query.get('actor'));
      return HttpResponse.json({ items, total: items.length, page: 1, pageSize: 50 });
    }),
  );
  return queries;
}

describe("the back office's audit log tab", () => {
  it('lists who changed what, when, the outcome and the fields before → after', async () => {
    serveLog();
    mockSession(aSuperAdmin());
    renderApp('/admin?tab=audit');

    expect(await screen.findByRole('heading', { name: 'Audit log' }, { timeout: 30_000 })).toBeInTheDocument();
    expect(await screen.findByText('2 entries')).toBeInTheDocument();
    const [update, refused] = screen.getAllByRole('listitem').filter((item) => item.classList.contains('admin-audit-entry'));
    expect(update).toHaveTextContent('admin');
    expect(update).toHaveTextContent('updateDeck');
    expect(update).toHaveTextContent('Deck #42 · Red Zoro aggro');
    expect(update).toHaveTextContent('Done');
    const changes = within(update!).getByRole('list', { name: 'Changed fields' });
    expect(changes).toHaveTextContent('nameRed Zoro → Red Zoro aggro');
    expect(changes).toHaveTextContent('(5614 chars)');
    expect(refused).toHaveTextContent('Tournament #9');
    expect(refused).toHaveTextContent('Failed: tournament_not_found');
    expect(screen.getByText('2 entries')).toBeInTheDocument();
  });

  it('filters by administrator, type and dates on the server', async () => {
    const queries = serveLog();
    mockSession(aSuperAdmin());
    renderApp('/admin?tab=audit');
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

    await screen.findByText('2 entries', {}, { timeout: 30_000 });
    await user.type(screen.getByLabelText('Administrator (username or id)'), 'nami');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(screen.getByText('1 entry')).toBeInTheDocument());
    const last = queries.at(-1)!;
    expect(last.get('actor')).toBe('nami');
    expect(Date.parse(last.get('from')!)).toBe(new Date('2026-11-01T00:00:00').getTime());
    expect(last.get('page')).toBe('1');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByText('2 entries')).toBeInTheDocument());
    expect(queries.at(-1)!.get('actor')).toBeNull();
  });

  it('is in Italian as Registro attività', async () => {
    serveLog();
    mockSession(aSuperAdmin());
    renderApp('/it/admin?tab=audit');
    expect(await screen.findByRole('heading', { name: 'Registro attività' }, { timeout: 30_000 })).toBeInTheDocument();
    expect(await screen.findByText('Non riuscita: tournament_not_found')).toBeInTheDocument();
  });

  it('is not for plain admins: its address shows no access, without asking the API', async () => {
    const queries = serveLog();
    mockSession(anAdmin());
    renderApp('/admin?tab=audit');
    expect(await screen.findByText('Access denied', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(queries).toEqual([]);
  });
});
