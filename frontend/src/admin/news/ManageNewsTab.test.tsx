import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ChangeEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { NewsSummaryDto } from '../../api/generated';
import { aDeck, aDeckDetail, deckPageQueries, mockDecks } from '../../test/decks';
import { containsQ, tablePageAnswer } from '../../test/admin-tables';
import { aNews, aNewsSummary } from '../../test/news';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { anAdmin, mockSession } from '../../test/session';

vi.mock('../../components/RichTextEditor', () => ({
  default: ({ id, label, value, onChange }: { id?: string; label: string; value: string; onChange(html: string): void }) => (
    <textarea id={id} aria-label={label} value={value} onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value)} />
  ),
}));

/** The API's answer to a save with a required field blank (docs/product.md#news-articles: the rule is the server's, ADR 0051's details). */
function refusedNews(body: { title: string; content: string; author: string }) {
  const details = [
    ...(body.title.trim() ? [] : [{ field: 'title', code: 'title_required' }]),
    ...(body.content.replace(/<[^>]*>/g, '').trim() || /<(img|iframe)\b/i.test(body.content) ? [] : [{ field: 'content', code: 'content_required' }]),
    ...(body.author.trim() ? [] : [{ field: 'author', code: 'author_required' }]),
  ];
  return details.length
    ? HttpResponse.json({ statusCode: 422, code: 'invalid_news', message: 'Compila tutti i campi obbligatori', details }, { status: 422 })
    : null;
}

/** A stateful news API (list with drafts when asked, one article, create, update, delete, image). */
function mockNewsApi(news: NewsSummaryDto[]) {
  const state = {
    news: [...news],
    listQueries: [] as URLSearchParams[],
    created: undefined as unknown,
    updated: undefined as unknown,
    refused: 0,
    uploads: 0,
    refusedUploads: 0,
  };
  server.use(
    http.get('/api/admin/stats', () => HttpResponse.json({ cards: 0, decks: 0, publishedNews: state.news.filter((item) => item.is_draft === 0).length })),
    // GET /api/admin/news as the API answers it (ADR 0074): searched, filtered, sorted by a column, paged.
    http.get('/api/admin/news', ({ request }) => {
      const params = new URL(request.url).searchParams;
      state.listQueries.push(params);
      const status = params.get('status');
      const language = params.get('language');
      return tablePageAnswer(state.news, params, {
        defaultSort: '-created_at',
        pageSize: 20,
        keep: (item) =>
          containsQ(params, item.title, item.title_it, item.author) &&
          (!status || (item.is_draft === 1) === (status === 'draft')) &&
          (!language || (item.title_it !== null || item.excerpt_it !== null) === (language === 'it')),
      });
    }),
    http.get('/api/news/:id', ({ params }) => {
      const item = state.news.find(({ id }) => id === Number(params.id));
      return item
        ? HttpResponse.json(aNews(item))
        : HttpResponse.json({ statusCode: 404, code: 'news_not_found', message: 'News article not found' }, { status: 404 });
    }),
    http.post('/api/news', async ({ request }) => {
      const body = (await request.json()) as { title: string; content: string; author: string };
      const refusal = refusedNews(body);
      if (refusal) {
        state.refused += 1;
        return refusal;
      }
      state.created = body;
      const item = aNewsSummary({ id: 50, title: body.title });
      state.news = [item, ...state.news];
      return HttpResponse.json(aNews(item), { status: 201 });
    }),
    http.put('/api/news/:id', async ({ params, request }) => {
      state.updated = await request.json();
      return HttpResponse.json(aNews(state.news.find(({ id }) => id === Number(params.id))));
    }),
    http.post('/api/news/:id/image', async ({ request }) => {
      // The server reads the bytes: a PNG starts with 0x89 'PNG'.
      const file = (await request.formData()).get('image') as File;
      const bytes = new Uint8Array(await file.arrayBuffer());
      if (bytes[0] !== 0x89 || bytes[1] !== 0x50) {
        state.refusedUploads += 1;
        return HttpResponse.json({ statusCode: 422, code: 'not_an_image', message: 'The file is not an image' }, { status: 422 });
      }
      state.uploads += 1;
      return HttpResponse.json({ success: true, imageUrl: '/uploads/news/0123456789abcdef0123456789abcdef.png' });
    }),
    http.delete('/api/news/:id', ({ params }) => {
      state.news = state.news.filter(({ id }) => id !== Number(params.id));
      return HttpResponse.json({ success: true });
    }),
  );
  return state;
}

const NEWS = [
  aNewsSummary({ id: 6, title: 'Tournament report', title_it: 'Resoconto del torneo', is_draft: 1 }),
  aNewsSummary({ id: 4, title: 'Beginner guide', is_highlighted: 1, author: 'Zoro' }),
];

function open() {
  mockSession(anAdmin());
  const view = renderApp('/admin?tab=news');
  return { ...view, user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

const row = (text: string) => screen.getByText(text, { selector: 'strong' }).closest('tr') as HTMLElement;
const button = (text: string, container: HTMLElement = document.body) => within(container).getByText(text, { selector: 'button, button span' });

describe('ManageNewsTab (Gestione News)', () => {
  it('lists every article, drafts included, as a table and as cards', async () => {
    localStorage.setItem('language', 'it');
    const api = mockNewsApi(NEWS);
    const { user } = open();

    await screen.findByText('Tournament report', { selector: 'strong' }, { timeout: 10_000 });
    expect(Object.fromEntries(api.listQueries[0]!)).toEqual({ page: '1', pageSize: '20', sort: '-created_at' });
    expect(within(row('Tournament report')).getByText('Bozza')).toBeInTheDocument();
    expect(row('Tournament report')).toHaveTextContent('Resoconto del torneo');
    expect(within(row('Beginner guide')).getByText('In evidenza')).toBeInTheDocument();
    expect(row('Beginner guide')).toHaveTextContent('Zoro');
    expect(within(row('Beginner guide')).getByLabelText('Visualizza Beginner guide')).toHaveAttribute('href', '/news/4');

    await user.click(screen.getByText('Card', { selector: '[role="tab"], [role="tab"] *' }));
    const cards = await screen.findByLabelText('News come card');
    expect(within(cards).getByRole('heading', { name: 'Beginner guide' })).toBeInTheDocument();
  });

  it('asks the server for the search, the status and language filters and the column order (ADR 0074)', async () => {
    const api = mockNewsApi(NEWS);
    const { user } = open();
    await screen.findByText('Tournament report', { selector: 'strong' }, { timeout: 10_000 });
    const titles = () => [...document.querySelectorAll('.admin-news__title strong')].map((title) => title.textContent);
    const choose = async (label: string, option: string) => {
      fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
      fireEvent.click(await screen.findByTitle(option));
    };

    await choose('Status', 'Drafts only');
    await waitFor(() => expect(titles()).toEqual(['Tournament report']));
    expect(Object.fromEntries(api.listQueries.at(-1)!)).toEqual({ page: '1', pageSize: '20', sort: '-created_at', status: 'draft' });
    await choose('Status', 'Published only');
    await waitFor(() => expect(titles()).not.toContain('Tournament report'));
    await choose('Language', 'English only');
    await waitFor(() => expect(api.listQueries.at(-1)?.get('language')).toBe('en'));

    const before = api.listQueries.length;
    await user.type(screen.getByRole('searchbox', { name: 'Search by title or author' }), 'guide');
    await waitFor(() => expect(api.listQueries.slice(before).map((query) => query.get('q'))).toEqual(['guide']));

    // The header's own cell (antd repeats the titles in a measuring row).
    const header = (text: string) => within(document.querySelector('.ant-table-thead') as HTMLElement).getByText(text);
    fireEvent.click(header('Title'));
    await waitFor(() => expect(api.listQueries.at(-1)?.get('sort')).toBe('title'));
    fireEvent.click(header('Title'));
    await waitFor(() => expect(api.listQueries.at(-1)?.get('sort')).toBe('-title'));
    fireEvent.click(header('Author'));
    await waitFor(() => expect(api.listQueries.at(-1)?.get('sort')).toBe('author'));
    expect(Object.fromEntries(api.listQueries.at(-1)!)).toMatchObject({ q: 'guide', status: 'published', language: 'en', page: '1' });
  });

  it('requires title, content and author, then creates the article with a success toast', async () => {
    const api = mockNewsApi(NEWS);
    const { user } = open();
    await screen.findByText('Beginner guide', { selector: 'strong' }, { timeout: 10_000 });

    await user.click(button('Add news'));
    const dialog = (await screen.findByText('Add news', { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;
    await user.click(button('Create news', dialog));
    // The API refuses it (the rule is the server's): the form says so, under each field.
    expect(await within(dialog).findByText('Fill in all required fields')).toBeInTheDocument();
    expect(api.refused).toBe(1);
    expect(api.created).toBeUndefined();
    expect(within(dialog).getByText('The title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('The content is required')).toBeInTheDocument();
    expect(within(dialog).getByText('The author is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title (English)')).toHaveAttribute('aria-invalid', 'true');
    // The image comes after creation.
    expect(within(dialog).getByText('You can add an image after creating the news (edit it).')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Title (English)'), 'OP11 is out');
    // The field the admin corrects loses its error; the others keep theirs until the next save.
    expect(within(dialog).queryByText('The title is required')).not.toBeInTheDocument();
    expect(within(dialog).getByText('The author is required')).toBeInTheDocument();
    await user.type(await within(dialog).findByLabelText('Content (English)', { selector: 'textarea' }, { timeout: 10_000 }), '<p>New set</p>');
    await user.type(within(dialog).getByLabelText('Author'), 'Nami');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Highlighted' }));
    await user.click(button('Create news', dialog));

    expect(await screen.findByText('News created successfully')).toBeInTheDocument();
    expect(api.created).toEqual({
      title: 'OP11 is out',
      title_it: null,
      content: '<p>New set</p>',
      content_it: null,
      author: 'Nami',
      deck_id: null,
      youtube_url: null,
      is_highlighted: true,
      is_draft: false,
      // No publication time chosen: public as soon as saved (ADR 0075).
      publish_at: null,
    });
    expect(await screen.findByText('OP11 is out', { selector: 'strong' })).toBeInTheDocument();
  });

  it("shows the API's refusal of a field's shape under that field, in the form's words (the limits are the server's)", async () => {
    const api = mockNewsApi(NEWS);
    server.use(
      http.post('/api/news', () =>
        HttpResponse.json(
          { statusCode: 422, code: 'validation_failed', message: 'Validation failed', details: [{ field: 'title', code: 'too_long', max: 200 }] },
          { status: 422 },
        ),
      ),
    );
    const { user } = open();
    await screen.findByText('Beginner guide', { selector: 'strong' }, { timeout: 10_000 });

    await user.click(button('Add news'));
    const dialog = (await screen.findByText('Add news', { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;
    const title = within(dialog).getByLabelText('Title (English)');
    // No limit typed into the form: what is too long is the API's answer.
    expect(title).not.toHaveAttribute('maxlength');
    await user.type(title, 'A very long title');
    await user.type(await within(dialog).findByLabelText('Content (English)', { selector: 'textarea' }, { timeout: 10_000 }), '<p>Text</p>');
    await user.type(within(dialog).getByLabelText('Author'), 'Nami');
    await user.click(button('Create news', dialog));

    expect(await within(dialog).findByText('Title (English): too long', { selector: '.news-form__error' })).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(api.created).toBeUndefined();
  });

  it('refuses a YouTube address that is not a video and sends a linked deck', async () => {
    const api = mockNewsApi(NEWS);
    mockDecks([aDeck({ id: 7, name: 'Straw Hat Rush' }), aDeck({ id: 8, name: 'Draft Deck', isDraft: 1 })]);
    const { user } = open();
    await screen.findByText('Beginner guide', { selector: 'strong' }, { timeout: 10_000 });

    await user.click(button('Add news'));
    const dialog = (await screen.findByText('Add news', { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;
    await user.type(within(dialog).getByLabelText('Title (English)'), 'Video news');
    await user.type(await within(dialog).findByLabelText('Content (English)', { selector: 'textarea' }, { timeout: 10_000 }), '<p>Watch</p>');
    await user.type(within(dialog).getByLabelText('Author'), 'Nami');
    await user.type(within(dialog).getByLabelText('YouTube URL'), 'https://vimeo.com/1234');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Invalid YouTube URL');
    await user.click(button('Create news', dialog));
    expect(api.created).toBeUndefined();

    await user.clear(within(dialog).getByLabelText('YouTube URL'));
    await user.type(within(dialog).getByLabelText('YouTube URL'), 'https://youtu.be/dQw4w9WgXcQ');
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await screen.findByText('Straw Hat Rush (OP10)', { selector: '.ant-select-item-option-content' }));
    // Published decks only: the picker does not ask for drafts.
    expect(screen.queryByText('Draft Deck (OP10)', { selector: '.ant-select-item-option-content' })).not.toBeInTheDocument();
    expect(deckPageQueries.every((params) => !params.has('includeDrafts') && params.get('pageSize') === '20')).toBe(true);
    await user.click(button('Create news', dialog));
    expect(await screen.findByText('News created successfully')).toBeInTheDocument();
    expect(api.created).toMatchObject({ youtube_url: 'https://youtu.be/dQw4w9WgXcQ', deck_id: 7 });
  });

  it('edits an article and uploads its image, refusing a file that is not an image', async () => {
    const api = mockNewsApi(NEWS);
    const { user } = open();
    await screen.findByText('Beginner guide', { selector: 'strong' }, { timeout: 10_000 });

    await user.click(within(row('Beginner guide')).getByLabelText('Edit Beginner guide'));
    const title = await screen.findByLabelText('Title (English)', {}, { timeout: 10_000 });
    expect(title).toHaveValue('Beginner guide');
    const dialog = title.closest('.ant-modal') as HTMLElement;

    const input = within(dialog).getByLabelText('News image') as HTMLInputElement;
    // The picker offers images only; a file dropped past it is refused by the API, which reads the bytes.
    fireEvent.change(input, { target: { files: [new File(['not an image'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('You can only upload images')).toBeInTheDocument();
    expect(api.refusedUploads).toBe(1);
    expect(api.uploads).toBe(0);
    fireEvent.change(input, { target: { files: [new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'cover.png', { type: 'image/png' })] } });
    expect(await screen.findByText('Image uploaded successfully')).toBeInTheDocument();
    expect(api.uploads).toBe(1);

    await user.clear(title);
    await user.type(title, 'Beginner guide, updated');
    await user.click(button('Save changes', dialog));
    expect(await screen.findByText('News updated successfully')).toBeInTheDocument();
    expect(api.updated).toMatchObject({ title: 'Beginner guide, updated', author: 'Zoro', is_highlighted: true });
  });

  it('deletes an article after confirmation', async () => {
    mockNewsApi(NEWS);
    const { user } = open();
    await screen.findByText('Beginner guide', { selector: 'strong' }, { timeout: 10_000 });

    await user.click(within(row('Beginner guide')).getByLabelText('Delete Beginner guide'));
    const confirm = (await screen.findByText('Delete this news?', { selector: '.ant-modal-confirm-title' })).closest('.ant-modal') as HTMLElement;
    await user.click(button('Delete', confirm));
    expect(await screen.findByText('News deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Beginner guide', { selector: 'strong' })).not.toBeInTheDocument());
  });

  it('searches the decks to link on the server and keeps the name of the linked one', async () => {
    // 26 published decks: the picker's first 20 (newest first) leave out Deck 01 to Deck 05 and the older Straw Hat Rush.
    const decks = Array.from({ length: 25 }, (_, index) => aDeck({ id: index + 1, name: `Deck ${String(index + 1).padStart(2, '0')}`, format: 'OP11' }));
    const api = mockNewsApi([aNewsSummary({ id: 4, title: 'Beginner guide', deck_id: 2 })]);
    mockDecks([...decks, aDeck({ id: 40, name: 'Straw Hat Rush', author: 'Luffy', createdAt: '2024-01-01T10:00:00.000Z' })]);
    const deckReads: number[] = [];
    server.use(
      http.get('/api/decks/:id', ({ params }) => {
        // /api/decks/page and /leaders go on to their own handlers.
        if (!/^\d+$/.test(String(params.id))) return undefined;
        deckReads.push(Number(params.id));
        return HttpResponse.json(aDeckDetail(decks.find(({ id }) => id === Number(params.id))));
      }),
    );
    const { user } = open();
    await screen.findByText('Beginner guide', { selector: 'strong' }, { timeout: 10_000 });

    await user.click(within(row('Beginner guide')).getByLabelText('Edit Beginner guide'));
    const dialog = (await screen.findByLabelText('Title (English)', {}, { timeout: 10_000 })).closest('.ant-modal') as HTMLElement;
    // Deck 02 is not among the first results: read on its own, its name shows.
    expect(await within(dialog).findByText('Deck 02 (OP11)')).toBeInTheDocument();
    expect(deckReads).toEqual([2]);

    const picker = within(dialog).getByRole('combobox');
    await user.click(picker);
    expect(await screen.findByText('Deck 25 (OP11)', { selector: '.ant-select-item-option-content' })).toBeInTheDocument();
    expect(screen.queryByText('Straw Hat Rush (OP10)', { selector: '.ant-select-item-option-content' })).not.toBeInTheDocument();
    await user.type(picker, 'rush');
    expect(await screen.findByText('Straw Hat Rush (OP10)', { selector: '.ant-select-item-option-content' }, { timeout: 3_000 })).toBeInTheDocument();
    // One query once typing stopped, with the words; no draft asked for.
    const searches = deckPageQueries.filter((params) => params.has('q'));
    expect(searches.map((params) => Object.fromEntries(params))).toEqual([{ q: 'rush', pageSize: '20' }]);
    expect(screen.queryByText('Deck 25 (OP11)', { selector: '.ant-select-item-option-content' })).not.toBeInTheDocument();

    await user.click(screen.getByText('Straw Hat Rush (OP10)', { selector: '.ant-select-item-option-content' }));
    await user.click(button('Save changes', dialog));
    expect(await screen.findByText('News updated successfully')).toBeInTheDocument();
    expect(api.updated).toMatchObject({ deck_id: 40 });
  });
});
