import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { TierListDto } from '../../api/generated';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { anAdmin, mockSession } from '../../test/session';
import { aFormat, LUFFY_LEADER } from '../../test/tierlist';

/** A tier-list API that records the writes and answers the list as it is. */
function mockTierListApi(list: TierListDto, options: { failMoves?: boolean } = {}) {
  const writes: Array<{ method: string; url: string; body: unknown }> = [];
  const record = async (request: Request) => {
    writes.push({ method: request.method, url: new URL(request.url).pathname, body: request.method === 'DELETE' ? null : await request.json() });
  };
  server.use(
    http.get('/api/admin/stats', () => HttpResponse.json({ cards: 3, decks: 4, publishedNews: 0 })),
    http.get('/api/tierlist', () => HttpResponse.json(list)),
    http.get('/api/tierlist/candidates', () =>
      HttpResponse.json([{ id: 77, name: 'Blue Doffy', author: 'Robin', format: 'OP10', tier: 'Tier 2', leader: LUFFY_LEADER }]),
    ),
    http.post('/api/tierlist', async ({ request }) => {
      await record(request);
      return HttpResponse.json(
        { id: 900, deck_id: 77, format: 'OP10', tier: 'Tier 2', position: 1, notes: '', last_updated: '2025-05-01T10:00:00.000Z' },
        { status: 201 },
      );
    }),
    http.put('/api/tierlist/:id/position', async ({ request }) => {
      await record(request);
      if (options.failMoves)
        return HttpResponse.json({ statusCode: 422, code: 'tier_list_invalid_position', message: 'Position 9 is outside 1..2' }, { status: 422 });
      return HttpResponse.json({ id: 1, deck_id: 1, format: 'OP10', tier: 'Tier 1', position: 1, notes: '', last_updated: '2025-05-01T10:00:00.000Z' });
    }),
    http.delete('/api/tierlist/:id', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ success: true });
    }),
  );
  return writes;
}

const LIST: TierListDto = {
  currentFormat: 'OP10',
  formats: [aFormat('OP10', { 'Tier 1': ['Straw Hat Rush', 'Red Zoro'], 'Tier 2': ['Kid Supernovas'] }, { isCurrent: true })],
};

function open() {
  mockSession(anAdmin());
  const view = renderApp('/admin?tab=tier-list');
  return { ...view, user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

function entry(name: string) {
  return screen.getByRole('article', { name });
}

/** The back office is one large lazy chunk: on a busy machine its first render takes a while. */
describe('tier list manager', () => {
  it("asks to 'Please select a deck' before placing anything", async () => {
    const writes = mockTierListApi(LIST);
    const { user } = open();

    await screen.findByRole('article', { name: 'Red Zoro' }, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: /Add to tier list/ }));
    expect(await screen.findByText('Please select a deck')).toBeInTheDocument();
    expect(writes).toEqual([]);
  }, 60_000);

  it('moves a deck up to its neighbour’s position and removes one', async () => {
    const writes = mockTierListApi(LIST);
    const { user } = open();

    await screen.findByRole('article', { name: 'Red Zoro' }, { timeout: 15_000 });
    expect(within(entry('Straw Hat Rush')).getByRole('button', { name: 'Move Straw Hat Rush up' })).toBeDisabled();
    await user.click(within(entry('Red Zoro')).getByRole('button', { name: 'Move Red Zoro up' }));
    expect(await screen.findByText('Tier list updated successfully')).toBeInTheDocument();

    await waitFor(() => expect(writes).toHaveLength(1));
    // The tier list is public at once: removing asks first, naming the deck, its place and what visitors lose.
    await user.click(within(entry('Kid Supernovas')).getByRole('button', { name: 'Remove Kid Supernovas from the tier list' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove the deck from the tier list?' });
    expect(confirm).toHaveTextContent('Kid Supernovas — Tier 2, OP10');
    expect(confirm).toHaveTextContent('its place on the public tier list: visitors stop seeing it there at once');
    expect(writes).toHaveLength(1);
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Deck removed from tier list')).toBeInTheDocument();

    const [first, second] = writes;
    expect(first).toMatchObject({ method: 'PUT', body: { tier: 'Tier 1', position: 1 } });
    expect(first!.url).toMatch(/^\/api\/tierlist\/\d+\/position$/);
    expect(second).toMatchObject({ method: 'DELETE' });
  }, 60_000);

  it("says 'Error updating tier list' with the reason when a move is refused", async () => {
    mockTierListApi(LIST, { failMoves: true });
    const { user } = open();

    await screen.findByRole('article', { name: 'Red Zoro' }, { timeout: 15_000 });
    await user.click(within(entry('Straw Hat Rush')).getByRole('button', { name: 'Move Straw Hat Rush down' }));
    expect(await screen.findByText('Error updating tier list')).toBeInTheDocument();
    expect(screen.getByText('That position does not exist in this tier.')).toBeInTheDocument();
  }, 60_000);
});
