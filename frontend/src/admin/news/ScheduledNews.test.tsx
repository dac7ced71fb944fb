import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ChangeEvent } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { NewsSummaryDto } from '../../api/generated';
import { mockDecks } from '../../test/decks';
import { tablePageAnswer } from '../../test/admin-tables';
import { aNews, aNewsSummary } from '../../test/news';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { anAdmin, mockSession } from '../../test/session';
import { formatDayMonthYearTime, toDateTimeLocal } from '../../lib/date';

vi.mock('../../components/RichTextEditor', () => ({
  default: ({ id, label, value, onChange }: { id?: string; label: string; value: string; onChange(html: string): void }) => (
    <textarea id={id} aria-label={label} value={value} onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value)} />
  ),
}));

const HOUR = 60 * 60 * 1000;
/** A whole minute ahead, as the date-time field holds times. */
const inHours = (hours: number) => new Date(Math.ceil((Date.now() + hours * HOUR) / 60_000) * 60_000).toISOString();

function newsApi(news: NewsSummaryDto[]) {
  const state = { news: [...news], saved: [] as Array<Record<string, unknown>> };
  server.use(
    http.get('/api/admin/stats', () => HttpResponse.json({ cards: 0, decks: 0, publishedNews: 0 })),
    http.get('/api/admin/news', ({ request }) => tablePageAnswer(state.news, new URL(request.url).searchParams, { defaultSort: '-created_at', pageSize: 20 })),
    http.get('/api/news/:id', ({ params }) => HttpResponse.json(aNews(state.news.find(({ id }) => id === Number(params.id))))),
    http.post('/api/news', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      state.saved.push(body);
      const created = aNews({ id: 50, title: String(body.title), publish_at: (body.publish_at as string | null) ?? null });
      state.news.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
  );
  mockDecks([]);
  return state;
}

const fastUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

function dialogTitled(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = screen.getAllByRole('dialog').find((element) => element.querySelector('.ant-modal-title')?.textContent === title);
    expect(dialog).toBeDefined();
    return dialog!;
  });
}

beforeEach(() => {
  mockSession(anAdmin());
});

/** Scheduled publishing and the preview of 'Gestione News' (ADR 0075). */
describe('scheduled news and the preview', () => {
  it('says "Scheduled for …" on an article whose publication time is still to come, and nothing on one already out', async () => {
    const later = inHours(30);
    newsApi([aNewsSummary({ id: 1, title: 'Coming', publish_at: later }), aNewsSummary({ id: 2, title: 'Out', publish_at: inHours(-30) })]);
    renderApp('/admin?tab=news');
    expect(await screen.findByText(`Scheduled for ${formatDayMonthYearTime(later)}`, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getAllByText(/^Scheduled for /)).toHaveLength(1);
  });

  it('sends the publication time chosen in the date-time field as an instant, and says when it will come out', async () => {
    const state = newsApi([]);
    localStorage.setItem('language', 'it');
    renderApp('/admin?tab=news');
    const user = fastUser();
    await user.click(await screen.findByText('Aggiungi news', {}, { timeout: 5000 }));
    const dialog = await dialogTitled('Aggiungi news');
    fireEvent.change(within(dialog).getByLabelText('Titolo (inglese)'), { target: { value: 'Friday news' } });
    fireEvent.change(within(dialog).getByLabelText('Contenuto (inglese)', { selector: 'textarea' }), { target: { value: '<p>Body</p>' } });
    fireEvent.change(within(dialog).getByLabelText('Autore'), { target: { value: 'Nami' } });
    expect(within(dialog).getByText(/Vuoto: subito/)).toBeInTheDocument();

    const when = inHours(48);
    fireEvent.change(within(dialog).getByLabelText('Pubblica il'), { target: { value: toDateTimeLocal(when) } });
    expect(within(dialog).getByText(`Programmata per ${formatDayMonthYearTime(when)}`)).toBeInTheDocument();
    await user.click(within(dialog).getByText('Crea news'));

    await waitFor(() => expect(state.saved).toHaveLength(1));
    expect(state.saved[0]).toMatchObject({ title: 'Friday news', is_draft: false, publish_at: when });
  });

  it("shows the unsaved article on the public page's component, under the preview's banner", async () => {
    newsApi([aNewsSummary({ id: 3, title: 'Saved title', is_draft: 1 })]);
    renderApp('/admin?tab=news');
    const user = fastUser();
    await user.click(await screen.findByLabelText('Edit Saved title', {}, { timeout: 15_000 }));
    const dialog = await dialogTitled('Edit news');
    await waitFor(() => expect(within(dialog).getByLabelText('Title (English)')).toHaveValue('Saved title'));
    fireEvent.change(within(dialog).getByLabelText('Title (English)'), { target: { value: 'Unsaved title' } });
    fireEvent.change(within(dialog).getByLabelText('Content (English)', { selector: 'textarea' }), {
      target: { value: '<p>Unsaved <strong>body</strong></p>' },
    });

    await user.click(within(dialog).getByText('Preview'));
    const preview = await dialogTitled('Preview');
    expect(within(preview).getByRole('heading', { level: 1, name: 'Unsaved title' })).toBeInTheDocument();
    expect(within(preview).getByText('body', { selector: 'strong' })).toBeInTheDocument();
    expect(within(preview).getByText('Preview: the article as visitors will see it. It is not saved yet.')).toBeInTheDocument();
    expect(within(preview).getByText('It is a draft: visitors will not see it until you publish it.')).toBeInTheDocument();
    // The public page's own parts: its author line and its way back to the list.
    expect(within(preview).getByText('by Nami')).toBeInTheDocument();

    await user.click(within(preview).getByText('Close preview'));
    await waitFor(() => expect(screen.queryByText('Unsaved title', { selector: 'h1' })).not.toBeInTheDocument());
    // The dialog keeps the unsaved work.
    expect(within(dialog).getByLabelText('Title (English)')).toHaveValue('Unsaved title');
  });
});
