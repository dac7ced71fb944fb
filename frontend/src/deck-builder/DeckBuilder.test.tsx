import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import type { ChangeEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ParsedDeckListDto } from '../api/generated';
import { aCard } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { server } from '../test/server';
import { anAdmin, mockSession } from '../test/session';

// Quill needs a real browser (e2e covers it); here the editor is a plain text area with the same props.
vi.mock('../components/RichTextEditor', () => ({
  default: ({ id, label, value, onChange }: { id?: string; label: string; value: string; onChange(html: string): void }) => (
    <textarea id={id} aria-label={label} value={value} onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value)} />
  ),
}));

const CATALOGUE = [
  aCard({ id: 1, code: 'ST01-001', name: 'Monkey.D.Luffy', type: 'LEADER' }),
  aCard({ id: 18, code: 'ST02-001', name: 'Eustass Kid', type: 'LEADER' }),
  aCard({ id: 2, code: 'ST01-002', name: 'Usopp', type: 'CHARACTER' }),
  aCard({ id: 4, code: 'ST01-004', name: 'Sanji', type: 'CHARACTER' }),
  aCard({ id: 5, code: 'ST01-005', name: 'Jinbe', type: 'CHARACTER' }),
  aCard({ id: 13, code: 'ST01-013', name: 'Roronoa Zoro', type: 'CHARACTER' }),
  aCard({ id: 14, code: 'ST01-014', name: 'Guard Point', type: 'EVENT' }),
];

function openBuilder(tab = 'deck-builder') {
  mockSession(anAdmin());
  server.use(
    http.get('/api/admin/stats', () => HttpResponse.json({ cards: CATALOGUE.length, decks: 0, publishedNews: 0 })),
    http.get('/api/cards', () => HttpResponse.json(CATALOGUE)),
  );
  const view = renderApp(`/admin?tab=${tab}`);
  // Checking `pointer-events` before each click reads every ancestor's computed style, which jsdom
  // computes slowly over antd's style rules; nothing in the builder disables pointer events.
  return { ...view, user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

type User = ReturnType<typeof userEvent.setup>;

/** Types a whole text at once (a paste): the builder is big, and key-by-key typing is slow under load. */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/*
 * Queries by label and text rather than by role and name: computing accessible names walks jsdom's
 * getComputedStyle over antd's many style rules, and on the builder's large page each role query
 * takes seconds. The labels are the same accessible names.
 */

/** The builder is a lazy chunk: the first look waits for it to load. */
function findInBuilder(label: string) {
  return screen.findByLabelText(label, {}, { timeout: 10_000 });
}

function button(text: string, container: HTMLElement = document.body) {
  return within(container).getByText(text, { selector: 'button, button span' });
}

function summary() {
  return screen.getByLabelText('Deck list', { selector: 'aside' });
}

function sampleItems() {
  return screen.getByLabelText('Sample matchups', { selector: 'ul' }).querySelectorAll(':scope > li');
}

function matchupItems() {
  return screen.getByLabelText('Matchups', { selector: 'ul' }).querySelectorAll(':scope > li');
}

async function openImportDialog(user: User) {
  await user.click(button('Import list'));
  return screen.findByLabelText('Import a deck list', { selector: '[role="dialog"]' });
}

function parsed(overrides: Partial<ParsedDeckListDto>): ParsedDeckListDto {
  return { leader: null, cards: [], missing: [], unreadable: [], adjustments: [], ...overrides };
}
const entry = (id: number, quantity: number) => {
  const card = CATALOGUE.find((candidate) => candidate.id === id)!;
  return { cardId: id, code: card.code, name: card.name, type: card.type, quantity };
};

describe('DeckBuilder', () => {
  it("shows the API's refusal of the save rules next to the fields, until the next edit (the rules live on the server)", async () => {
    let posted = 0;
    const keys: Array<string | null> = [];
    server.use(
      http.post('/api/decks', ({ request }) => {
        posted += 1;
        keys.push(request.headers.get('Idempotency-Key'));
        return HttpResponse.json(
          {
            statusCode: 422,
            code: 'validation_failed',
            message: 'Deck name is required; Author name is required; Leader card is required; A minimum of 10 cards is required',
            details: [
              { field: 'name', code: 'deckNameRequired' },
              { field: 'author', code: 'authorRequired' },
              { field: 'leaderId', code: 'leaderRequired' },
              { field: 'cards', code: 'minimumCards' },
            ],
          },
          { status: 422 },
        );
      }),
    );
    const { user } = openBuilder();

    await screen.findByLabelText('Deck name', {}, { timeout: 10_000 });
    await user.click(button('Save deck'));

    const problems = (await screen.findByText('The deck cannot be saved yet')).closest('.ant-alert') as HTMLElement;
    expect(problems).toHaveTextContent('Deck name is required');
    expect(problems).toHaveTextContent('Author name is required');
    expect(problems).toHaveTextContent('Leader card is required');
    expect(problems).toHaveTextContent('A minimum of 10 cards is required');
    expect(posted).toBe(1);

    // An edit clears them: the next save asks the API again.
    await fill(user, screen.getByLabelText('Deck name'), 'Rush');
    expect(screen.queryByText('The deck cannot be saved yet')).not.toBeInTheDocument();
    // Until a deck is created, every save of this builder carries the same Idempotency-Key (issue 32 item 6).
    await user.click(button('Save deck'));
    await waitFor(() => expect(posted).toBe(2));
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(keys[1]).toBe(keys[0]);
    // The first test of the file also pays for loading the builder's modules on a busy machine.
  }, 60_000);

  it('builds the list from the searches: leaders only for the leader, cards with the chosen copies, N/50', async () => {
    const { user } = openBuilder();

    await fill(user, await findInBuilder('Search leaders by name or code'), 'u');
    const leaders = screen.getByLabelText('Leaders', { selector: 'ul' });
    expect(within(leaders).queryByText('Usopp')).not.toBeInTheDocument();
    await user.click(within(leaders).getByLabelText('Choose Monkey.D.Luffy (ST01-001) as leader'));
    expect(summary()).toHaveTextContent('Monkey.D.Luffy');

    // Cards: 4 copies by default, or the chosen quantity; no leaders among them.
    const results = screen.getByLabelText('Search results', { selector: 'ul' });
    expect(within(results).queryByText('Monkey.D.Luffy')).not.toBeInTheDocument();
    await user.click(within(results).getByLabelText('Add 4x Roronoa Zoro (ST01-013)'));
    const sanji = within(results).getByLabelText('Sanji ST01-004');
    await user.click(within(sanji).getByText('2'));
    await user.click(within(sanji).getByLabelText('Add 2x Sanji (ST01-004)'));
    expect(within(summary()).getByLabelText('6 of 50 cards, plus the leader')).toHaveTextContent('6/50 + leader');
    expect(summary()).toHaveTextContent('4xRoronoa Zoro');
    expect(summary()).toHaveTextContent('2xSanji');

    // The list's own controls: one more, one less, remove.
    await user.click(within(summary()).getByLabelText('One copy more of Sanji'));
    await user.click(within(summary()).getByLabelText('Remove Roronoa Zoro'));
    expect(within(summary()).getByLabelText('3 of 50 cards, plus the leader')).toBeInTheDocument();
  });

  it('draws a card whose picture cannot be had as text in the searches, the chosen leader and the list (ADR 0072)', async () => {
    const { user } = openBuilder();
    /** The picture fails (the picture host is down: the site answers 204), and the card is drawn as text. */
    const face = (container: HTMLElement) => {
      fireEvent.error(container.querySelector('img')!);
      return container.querySelector('.card-face');
    };

    await fill(user, await findInBuilder('Search leaders by name or code'), 'Luffy');
    const leaders = screen.getByLabelText('Leaders', { selector: 'ul' });
    expect(face(within(leaders).getByText('Monkey.D.Luffy').closest('li')!)).toHaveTextContent('Monkey.D.Luffy');
    await user.click(within(leaders).getByLabelText('Choose Monkey.D.Luffy (ST01-001) as leader'));
    expect(face(document.querySelector<HTMLElement>('.builder-leader')!)).toHaveTextContent('ST01-001');

    const results = screen.getByLabelText('Search results', { selector: 'ul' });
    const sanji = within(results).getByLabelText('Sanji ST01-004');
    expect(face(sanji)).toHaveTextContent('Sanji');
    await user.click(within(sanji).getByLabelText('Add 4x Sanji (ST01-004)'));
    const row = within(summary()).getByText('Sanji').closest('li')!;
    expect(face(row)).toHaveTextContent('ST01-004');
    // Decorative, as the picture was: the row names the card.
    expect(row.querySelector('.card-image--face')).toHaveAttribute('aria-hidden', 'true');
  });

  it('saves the deck with every field and starts again from the defaults', async () => {
    let body: unknown;
    let key: string | null = null;
    server.use(
      http.post('/api/decks/parse-list', () => HttpResponse.json(parsed({ leader: entry(1, 1), cards: [entry(13, 4), entry(2, 4), entry(4, 2)] }))),
      http.post('/api/decks', async ({ request }) => {
        key = request.headers.get('Idempotency-Key');
        body = await request.json();
        await delay(30);
        return HttpResponse.json({ id: 44 }, { status: 201 });
      }),
    );
    const { user } = openBuilder();

    await fill(user, await findInBuilder('Deck name'), 'Straw Hat Rush');
    await fill(user, screen.getByLabelText('Author'), 'Nami');
    await fill(user, screen.getByLabelText('Short description'), 'Fast and red');
    await fill(user, screen.getByLabelText('Short description in Italian'), 'Veloce e rosso');
    await user.click(screen.getByLabelText('Draft (not published)'));
    const dialog = await openImportDialog(user);
    await fill(user, within(dialog).getByLabelText('Deck list'), '1xST01-001');
    await user.click(button('Import', dialog));
    await screen.findByText('Successfully imported 4 cards');

    await fill(user, screen.getByLabelText('Guide in Italian'), '<p>Attacca</p>');
    await user.click(screen.getByText('English'));
    await fill(user, await screen.findByLabelText('Guide in English'), '<p>Attack</p>');

    await user.click(button('Save deck'));

    expect(await screen.findByText('Deck saved')).toBeInTheDocument();
    expect(key).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(body).toEqual({
      name: 'Straw Hat Rush',
      author: 'Nami',
      // No tier picked: the API gives its default tier (shown in the select from the game rules).
      format: 'OP10',
      leaderId: 1,
      shortDescription: 'Fast and red',
      shortDescription_it: 'Veloce e rosso',
      description: '<p>Attacca</p>',
      description_en: '<p>Attack</p>',
      videoUrl: null,
      // The sample matchups are placeholders: never saved unless used, edited and added (issue #10).
      matchups: [],
      priority: 5,
      isDraft: true,
      cards: [
        { cardId: 13, quantity: 4 },
        { cardId: 2, quantity: 4 },
        { cardId: 4, quantity: 2 },
      ],
    });

    // After a create the builder is back to its defaults.
    await waitFor(() => expect(screen.getByLabelText('Deck name')).toHaveValue(''));
    expect(within(summary()).getByLabelText('0 of 50 cards, plus the leader')).toBeInTheDocument();
    expect(screen.getByLabelText('Draft (not published)')).not.toBeChecked();
    expect(sampleItems()).toHaveLength(3);
    // A long journey (every field of the form) on a busy machine.
  }, 60_000);

  it('imports a list: keeps the chosen leader, replaces quantities, adds new cards and warns about missing ones', async () => {
    let sent: unknown;
    server.use(
      http.post('/api/decks/parse-list', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          parsed({ leader: entry(1, 1), cards: [entry(13, 4), entry(5, 3)], missing: ['4xOP99-001'], adjustments: [{ kind: 'unknown', line: '4xOP99-001' }] }),
        );
      }),
    );
    const { user } = openBuilder();

    await user.click(await findInBuilder('Choose Eustass Kid (ST02-001) as leader'));
    const results = screen.getByLabelText('Search results', { selector: 'ul' });
    const zoro = within(results).getByLabelText('Roronoa Zoro ST01-013');
    await user.click(within(zoro).getByText('1'));
    await user.click(within(zoro).getByLabelText('Add 1x Roronoa Zoro (ST01-013)'));

    const dialog = await openImportDialog(user);
    await fill(user, within(dialog).getByLabelText('Deck list'), '1xST01-001\n4xST01-013\n3xST01-005\n4xOP99-001');
    await user.click(button('Import', dialog));

    // Every change is listed in the builder (issue #10): the API's, a replaced quantity, the list's leader not used.
    expect(await screen.findByText('List imported with 3 changes')).toBeInTheDocument();
    const report = screen.getByLabelText('Import changes', { selector: 'ul' });
    expect([...report.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Card not found: 4xOP99-001',
      'ST01-013: quantity replaced, from 1 to 4',
      "The list's leader ST01-001 was not used: the deck already has a leader",
    ]);
    expect(sent).toEqual({ text: '1xST01-001\n4xST01-013\n3xST01-005\n4xOP99-001' });
    // The leader chosen before stays; Zoro now has 4 copies; Jinbe is new.
    expect(summary()).toHaveTextContent('Eustass Kid');
    expect(summary()).not.toHaveTextContent('Monkey.D.Luffy');
    expect(within(summary()).getByLabelText('7 of 50 cards, plus the leader')).toBeInTheDocument();
    expect(summary()).toHaveTextContent('4xRoronoa Zoro');
    expect(summary()).toHaveTextContent('3xJinbe');
    await waitFor(() => expect(screen.queryByLabelText('Import a deck list', { selector: '[role="dialog"]' })).not.toBeInTheDocument());
  });

  it('takes the leader from the list when the deck has none, and says how many cards came in', async () => {
    server.use(http.post('/api/decks/parse-list', () => HttpResponse.json(parsed({ leader: entry(1, 1), cards: [entry(13, 4), entry(2, 4), entry(4, 4)] }))));
    const { user } = openBuilder();

    await screen.findByLabelText('Deck name', {}, { timeout: 10_000 });
    const dialog = await openImportDialog(user);
    await fill(user, within(dialog).getByLabelText('Deck list'), '1xST01-001');
    await user.click(button('Import', dialog));

    expect(await screen.findByText('Successfully imported 4 cards')).toBeInTheDocument();
    expect(summary()).toHaveTextContent('Monkey.D.Luffy');
    expect(within(summary()).getByLabelText('12 of 50 cards, plus the leader')).toBeInTheDocument();
  });

  it('refuses an empty list without asking the server, and reports a failed import', async () => {
    let calls = 0;
    server.use(
      http.post('/api/decks/parse-list', () => {
        calls += 1;
        return HttpResponse.json({ statusCode: 500, code: 'internal_error', message: 'Boom' }, { status: 500 });
      }),
    );
    const { user } = openBuilder();

    await screen.findByLabelText('Deck name', {}, { timeout: 10_000 });
    const dialog = await openImportDialog(user);
    await fill(user, within(dialog).getByLabelText('Deck list'), '   ');
    await user.click(button('Import', dialog));
    expect(await screen.findByText('Please enter a card list')).toBeInTheDocument();
    expect(calls).toBe(0);

    await fill(user, within(dialog).getByLabelText('Deck list'), '4xST01-013');
    await user.click(button('Import', dialog));
    expect(await screen.findByText('Error importing cards')).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('lists what the server refuses once, in the problems panel, not also in a toast (issue 38)', async () => {
    server.use(
      http.post('/api/decks/parse-list', () => HttpResponse.json(parsed({ leader: entry(1, 1), cards: [entry(13, 4), entry(2, 4), entry(4, 4)] }))),
      http.post('/api/decks', () =>
        HttpResponse.json(
          // Translated by code: the message is deliberately not one the client knows.
          { statusCode: 422, code: 'validation_failed', message: 'server words', details: [{ field: 'cards', code: 'minimumCards' }] },
          { status: 422 },
        ),
      ),
    );
    const { user } = openBuilder();
    await fill(user, await findInBuilder('Deck name'), 'Rush');
    await fill(user, screen.getByLabelText('Author'), 'Nami');
    const dialog = await openImportDialog(user);
    await fill(user, within(dialog).getByLabelText('Deck list'), '1xST01-001');
    await user.click(button('Import', dialog));
    await screen.findByText('Successfully imported 4 cards');

    await user.click(button('Save deck'));

    const problems = (await within(summary()).findByText('The deck cannot be saved yet')).closest('.ant-alert') as HTMLElement;
    expect(problems).toHaveTextContent('A minimum of 10 cards is required');
    expect(screen.queryByText('Error saving deck')).not.toBeInTheDocument();
    expect(screen.getAllByText('A minimum of 10 cards is required')).toHaveLength(1);
  });

  it('says a save that failed for another reason in a toast, with no problems panel', async () => {
    server.use(http.post('/api/decks', () => new HttpResponse('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } })));
    const { user } = openBuilder();
    await fill(user, await findInBuilder('Deck name'), 'Rush');
    await user.click(button('Save deck'));
    expect(await screen.findByText('Error saving deck')).toBeInTheDocument();
    expect(within(summary()).queryByText('The deck cannot be saved yet')).not.toBeInTheDocument();
  });

  it('says what is missing when a matchup is added without a favourability; the samples are placeholders to start from', async () => {
    const { user } = openBuilder();
    await screen.findByLabelText('Deck name', {}, { timeout: 10_000 });
    // A new deck has no matchups: the three samples are shown as examples, not as the deck's.
    expect(sampleItems()).toHaveLength(3);
    expect(screen.queryByLabelText('Matchups', { selector: 'ul' })).not.toBeInTheDocument();

    await fill(user, screen.getByLabelText('Opposing deck'), 'Yellow Enel');
    await fill(user, screen.getByLabelText('Strategy'), 'Keep life high.');
    await user.click(button('Add matchup'));
    expect(await screen.findByText('Fill in the deck, the favourability and the strategy')).toBeInTheDocument();
    expect(screen.getByText('Missing: favourability.')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Favourability'));
    await user.click(await screen.findByTitle('Even'));
    await user.click(button('Add matchup'));
    await waitFor(() => expect(matchupItems()).toHaveLength(1));
    expect(matchupItems()[0]).toHaveTextContent('Yellow EnelEvenKeep life high.');
    expect(screen.queryByText('Fill in the deck, the favourability and the strategy')).not.toBeInTheDocument();
  });

  it("makes a sample matchup the deck's only once it is used as a start, edited and added", async () => {
    const { user } = openBuilder();
    await screen.findByLabelText('Deck name', {}, { timeout: 10_000 });
    await user.click(screen.getByLabelText('Use the sample against Red Zoro as a start'));
    expect(screen.getByLabelText('Opposing deck')).toHaveValue('Red Zoro');
    await fill(user, screen.getByLabelText('Strategy'), ' Mulligan for blockers.');
    await user.click(button('Add matchup'));
    await waitFor(() => expect(matchupItems()).toHaveLength(1));
    expect(matchupItems()[0]).toHaveTextContent('Mulligan for blockers.');
  });
});
