import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CreateFormatDto, FormatDto } from '../../api/generated';
import { aFormat } from '../../test/game-rules';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { anAdmin, mockSession } from '../../test/session';

/** A formats table behind the mocked API: GET, POST, POST current and DELETE as the server answers them. */
function formatsApi(initial: FormatDto[] = [aFormat({ code: 'OP10', isCurrent: true }), aFormat({ code: 'OP09', name: 'OP09' })]) {
  const db = { formats: initial, created: [] as CreateFormatDto[] };
  server.use(
    http.get('/api/formats', () => HttpResponse.json(db.formats)),
    http.post('/api/formats', async ({ request }) => {
      const body = (await request.json()) as CreateFormatDto;
      db.created.push(body);
      if (db.formats.some((format) => format.code === body.code.toUpperCase())) {
        return HttpResponse.json({ statusCode: 409, code: 'format_code_taken', message: 'A format with this code already exists' }, { status: 409 });
      }
      const format = { ...body, code: body.code.toUpperCase(), isCurrent: false };
      db.formats = [format, ...db.formats];
      return HttpResponse.json(format, { status: 201 });
    }),
    http.post('/api/formats/:code/current', ({ params }) => {
      db.formats = db.formats.map((format) => ({ ...format, isCurrent: format.code === params.code }));
      return HttpResponse.json(db.formats.find((format) => format.code === params.code));
    }),
  );
  return db;
}

function openFormats() {
  mockSession(anAdmin());
  renderApp('/admin?tab=formats');
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

describe("the back office 'Formati' tab", () => {
  it('lists the formats with the current one marked, and its ban list', async () => {
    formatsApi([
      aFormat({
        code: 'OP10',
        isCurrent: true,
        banList: [
          { code: 'OP05-119', maxCopies: 0 },
          { code: 'OP01-024', maxCopies: 1 },
        ],
      }),
      aFormat({ code: 'OP09', name: 'OP09' }),
    ]);
    openFormats();
    const table = await screen.findByRole('table', { name: 'Formats' }, { timeout: 30_000 });
    const op10 = (await within(table).findAllByText('OP10'))[0]?.closest('tr') as HTMLElement;
    expect(op10).toHaveTextContent('Current');
    expect(op10).toHaveTextContent('OP05-119 banned');
    expect(op10).toHaveTextContent('OP01-024 max 1');
    expect(within(op10).getByRole('button', { name: 'Delete OP10' })).toBeDisabled();
    expect(within(table).getByRole('button', { name: 'Make OP09 current' })).toBeEnabled();
    // The first test of the file also loads the back office's modules.
  }, 60_000);

  it('adds a format with the current legal sets to start from, and says why the API refused one', async () => {
    const db = formatsApi();
    const user = openFormats();
    await screen.findByRole('table', { name: 'Formats' }, { timeout: 30_000 });
    await user.click(screen.getByRole('button', { name: 'Add format' }));
    let dialog = await screen.findByRole('dialog', { name: 'New format' });
    fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: 'op17' } });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'OP-17' } });
    await user.click(within(dialog).getByRole('button', { name: 'Add card' }));
    fireEvent.change(await within(dialog).findByLabelText('Card code 1'), { target: { value: 'OP01-024' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(db.created).toHaveLength(1));
    expect(db.created[0]).toEqual({ code: 'op17', name: 'OP-17', legalSets: aFormat().legalSets, banList: [{ code: 'OP01-024', maxCopies: 0 }] });
    const table = screen.getByRole('table', { name: 'Formats' });
    expect(await within(table).findByText('OP17')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add format' }));
    dialog = await screen.findByRole('dialog', { name: 'New format' });
    fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: 'OP10' } });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'again' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A format with this code already exists')).toBeInTheDocument();
  }, 120_000);

  it('makes another format current', async () => {
    formatsApi();
    const user = openFormats();
    const table = await screen.findByRole('table', { name: 'Formats' }, { timeout: 30_000 });
    await user.click(await within(table).findByRole('button', { name: 'Make OP09 current' }));
    const op09 = (await within(table).findAllByText('OP09'))[0]?.closest('tr') as HTMLElement;
    await waitFor(() => expect(op09).toHaveTextContent('Current'));
    expect(await screen.findByText('OP09 is now the current format')).toBeInTheDocument();
  }, 60_000);
});
