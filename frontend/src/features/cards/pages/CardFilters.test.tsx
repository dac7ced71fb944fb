import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CardQueryTermDto } from '../../../api/generated';
import { aCard, someFilterOptions } from '../../../test/fixtures';
import { renderApp as renderWholeApp } from '../../../test/render-app';
import { cardGallery } from '../../../test/card-gallery';
import { server } from '../../../test/server';
import { cardImagePath } from '../../../components/CardImage';

/** The whole app, with a user-event that skips its CSS pointer-events check (slow in jsdom with antd's styles). */
function renderApp(path: string) {
  return { ...renderWholeApp(path), user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

/** A small catalogue where every filter value picks a known set of cards (in the API's set-number order). */
const CATALOGUE = [
  aCard({
    id: 1,
    code: 'OP01-001',
    name: 'Roronoa Zoro',
    type: 'LEADER',
    color: 'Red',
    cost: 5,
    power: 5000,
    counter: null,
    attribute: 'Slash',
    family: 'Supernovas/Straw Hat Crew',
    set: 'OP-01',
    ability: '[DON!! x1] [Your Turn] All of your Characters gain +1000 power.\n<img src=x onerror="alert(1)"> stays text',
    trigger: null,
  }),
  aCard({
    id: 2,
    code: 'OP01-002',
    name: 'Trafalgar Law',
    type: 'LEADER',
    color: 'Red/Green',
    cost: 4,
    power: 5000,
    attribute: 'Slash',
    family: 'Supernovas/Heart Pirates',
    set: 'OP-01',
  }),
  aCard({
    id: 3,
    code: 'OP01-016',
    name: 'Nami',
    type: 'CHARACTER',
    color: 'Red',
    cost: 1,
    power: 1000,
    attribute: 'Special',
    family: 'Straw Hat Crew',
    set: 'OP-01',
  }),
  aCard({
    id: 4,
    code: 'OP02-004',
    name: 'Edward Newgate',
    type: 'CHARACTER',
    color: 'Blue',
    cost: 7,
    power: 7000,
    attribute: 'Special',
    family: 'Whitebeard Pirates',
    set: 'OP-02',
  }),
  aCard({
    id: 5,
    code: 'OP02-090',
    name: 'Gum-Gum Red Roc',
    type: 'EVENT',
    color: 'Purple',
    cost: 2,
    power: null,
    counter: null,
    attribute: null,
    family: 'Straw Hat Crew',
    set: 'OP-02',
    ability: '[Main] K.O. up to 1 of your opponent<br>Characters.',
    trigger: "Activate this card's [Main] effect.",
  }),
  aCard({
    id: 6,
    code: 'OP03-001',
    name: 'Kaido',
    type: 'CHARACTER',
    color: 'Purple',
    cost: 10,
    power: 12000,
    attribute: 'Strike',
    family: 'Animal Kingdom Pirates',
    set: 'OP-03',
  }),
  aCard({
    id: 7,
    code: 'OP03-050',
    name: 'Usopp',
    type: 'CHARACTER',
    color: 'Green',
    cost: 3,
    power: 4000,
    attribute: 'Ranged',
    family: 'Straw Hat Crew',
    set: 'OP-03',
  }),
];
const ALL_CODES = CATALOGUE.map((card) => card.code);
const idsOf = (...codes: string[]) => codes.map((code) => CATALOGUE.find((card) => card.code === code)!.id);

/** The choices the API derives from the catalogue, each with the term it writes. */
const OPTIONS = someFilterOptions({
  types: [
    { value: 'LEADER', term: 't:leader' },
    { value: 'CHARACTER', term: 't:character' },
    { value: 'EVENT', term: 't:event' },
  ],
  colors: [
    { value: 'Red', term: 'c:red' },
    { value: 'Green', term: 'c:green' },
    { value: 'Blue', term: 'c:blue' },
    { value: 'Purple', term: 'c:purple' },
  ],
  costs: [
    { value: '1', term: 'cost=1' },
    { value: '5', term: 'cost=5' },
    { value: '6+', term: 'cost>=6' },
  ],
  powers: [
    { value: '1-3000', term: 'power>=1 power<=3000' },
    { value: '3001-5000', term: 'power>=3001 power<=5000' },
    { value: '5001-7000', term: 'power>=5001 power<=7000' },
    { value: '7001+', term: 'power>=7001' },
  ],
  sets: [
    { value: 'OP-01', term: 'set:OP-01' },
    { value: 'OP-02', term: 'set:OP-02' },
    { value: 'Ace & Newgate', term: 'set:"Ace & Newgate"' },
  ],
  attributes: [
    { value: 'Ranged', term: 'a:Ranged' },
    { value: 'Slash', term: 'a:Slash' },
  ],
  families: [
    { value: 'Heart Pirates', term: 'f:"Heart Pirates"' },
    { value: 'Straw Hat Crew', term: 'f:"Straw Hat Crew"' },
  ],
});

/**
 * The API's answers to the queries a test sends: ids, and the terms in canonical spelling (written
 * here by hand, term by term: the browser never reads the syntax). Queries not listed fail the test.
 */
type Answers = Record<string, { codes: string[]; terms?: Array<[CardQueryTermDto['field'], string]> }>;

const searched: string[] = [];

function answer(answers: Answers) {
  server.use(
    cardGallery(CATALOGUE, {
      search: (q) => {
        searched.push(q);
        const known = answers[q];
        if (!known) return HttpResponse.json({ statusCode: 500, code: 'internal_error', message: `unexpected query ${q}` }, { status: 500 });
        const terms = (known.terms ?? q.split(' ').map((text) => ['text', text] as [CardQueryTermDto['field'], string])).map(([field, text]) => ({
          field,
          operator: ':' as const,
          value: text,
          negated: text.startsWith('-'),
          text,
        }));
        return { ids: idsOf(...known.codes), terms };
      },
    }),
  );
}

beforeEach(() => {
  searched.length = 0;
  server.use(
    cardGallery(CATALOGUE),
    http.get('/api/cards/filter-options', () => HttpResponse.json(OPTIONS)),
  );
});

function shownCodes(listName = 'Cards'): string[] {
  const list = screen.queryByRole('list', { name: listName });
  if (!list) return [];
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.card-tile__code')?.textContent ?? '');
}

async function openFilters(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Filters' }));
  return screen.getByRole('form', { name: 'Card filters' });
}

/** Picks an option of one of the panel's antd selects, by the select's label and the option's text. */
async function choose(user: UserEvent, label: string, option: string) {
  const panel = screen.getByRole('form', { name: 'Card filters' });
  await user.click(within(panel).getByRole('combobox', { name: label }));
  const dropdown = await waitFor(() => {
    const open = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown')].filter((element) => !element.className.includes('hidden'));
    expect(open).toHaveLength(1);
    return open[0]!;
  });
  await user.click(within(dropdown).getByTitle(option));
  await waitFor(() => expect(document.querySelectorAll('.ant-select-dropdown:not([class*="hidden"])')).toHaveLength(0));
}

async function apply(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Apply filters' }));
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search cards' });

// Debounced typing, searches and the lazy page take their time on a busy machine: wait up to 20 s.
beforeAll(() => configure({ asyncUtilTimeout: 20_000 }));

describe('card filters on /cards', () => {
  it('applies a filter only on Apply, writing it into the search box, and Clear all brings every card back', async () => {
    answer({ 't:event': { codes: ['OP02-090'], terms: [['type', 't:event']] } });
    const { user, history } = renderApp('/cards');
    // The first render also loads (and, in a test run, compiles) the page's chunk.
    await waitFor(() => expect(shownCodes()).toEqual(ALL_CODES), { timeout: 25_000 });

    await openFilters(user);
    await choose(user, 'Type', 'Event');
    // Not applied yet.
    expect(shownCodes()).toEqual(ALL_CODES);
    expect(searched).toEqual([]);

    await apply(user);
    await waitFor(() => expect(shownCodes()).toEqual(['OP02-090']));
    expect(history.location.search).toBe('?q=t%3Aevent');
    expect(searchBox()).toHaveValue('t:event');
    expect(screen.getByText('Showing 1 of 1 cards')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(shownCodes()).toEqual(ALL_CODES));
    expect(history.location.search).toBe('');
    expect(searchBox()).toHaveValue('');
  });

  it.each([
    { label: 'Colour', option: 'Green', q: 'c:green', codes: ['OP01-002', 'OP03-050'] },
    { label: 'Cost', option: '1', q: 'cost=1', codes: ['OP01-016'] },
    { label: 'Cost', option: '6+', q: 'cost>=6', codes: ['OP02-004', 'OP03-001'] },
    { label: 'Set', option: 'Ace & Newgate', q: 'set:"Ace & Newgate"', codes: [] },
    { label: 'Attribute', option: 'Ranged', q: 'a:Ranged', codes: ['OP03-050'] },
    { label: 'Family', option: 'Heart Pirates', q: 'f:"Heart Pirates"', codes: ['OP01-002'] },
  ])('the $label choice $option writes $q and shows what the API answers', async ({ label, option, q, codes }) => {
    answer({ [q]: { codes, terms: [[label === 'Colour' ? 'color' : (label.toLowerCase() as CardQueryTermDto['field']), q]] } });
    const { user } = renderApp('/cards');
    await waitFor(() => expect(shownCodes()).toHaveLength(CATALOGUE.length));
    await openFilters(user);
    await choose(user, label, option);
    await apply(user);
    await waitFor(() => expect(searched).toEqual([q]));
    await waitFor(() => expect(shownCodes()).toEqual(codes));
    expect(searchBox()).toHaveValue(q);
    if (codes.length === 0) expect(screen.getByText('No cards found for your search')).toBeInTheDocument();
  });

  it('keeps what was typed when a filter is applied, and replaces only the field that changed', async () => {
    answer({
      'law power>=3001 power<=5000': {
        codes: ['OP01-002'],
        terms: [
          ['text', 'law'],
          ['power', 'power>=3001'],
          ['power', 'power<=5000'],
        ],
      },
      'law power>=7001': {
        codes: [],
        terms: [
          ['text', 'law'],
          ['power', 'power>=7001'],
        ],
      },
      law: { codes: ['OP01-002'] },
    });
    const { user } = renderApp('/cards');
    await waitFor(() => expect(shownCodes()).toHaveLength(CATALOGUE.length));
    await user.type(searchBox(), 'law');
    await waitFor(() => expect(shownCodes()).toEqual(['OP01-002']));

    await openFilters(user);
    await choose(user, 'Power', '3001–5000');
    await apply(user);
    await waitFor(() => expect(searchBox()).toHaveValue('law power>=3001 power<=5000'));
    await waitFor(() => expect(shownCodes()).toEqual(['OP01-002']));

    await choose(user, 'Power', '7001+');
    await apply(user);
    await waitFor(() => expect(searchBox()).toHaveValue('law power>=7001'));
    expect(await screen.findByText('No cards found for your search')).toBeInTheDocument();
    // Typing and two rounds of the panel take a while on a busy machine.
  }, 90_000);

  it('reads the query from the address, showing its choices in the panel and its own words where no choice says them', async () => {
    answer({
      'c:red cost=5 power>=4000': {
        codes: ['OP01-001'],
        terms: [
          ['color', 'c:red'],
          ['cost', 'cost=5'],
          ['power', 'power>=4000'],
        ],
      },
    });
    renderApp('/cards?q=c%3Ared+cost%3D5+power%3E%3D4000&view=list');

    await waitFor(() => expect(shownCodes()).toEqual(['OP01-001']));
    const panel = await screen.findByRole('form', { name: 'Card filters' });
    expect(within(panel).getByText('Red')).toBeInTheDocument();
    expect(within(panel).getByText('5')).toBeInTheDocument();
    expect(within(panel).getByText('power>=4000')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Cards' })).toHaveClass('card-list');
    // The filters button counts the fields the query narrows.
    expect(screen.getByRole('button', { name: /Filters/ }).closest('.ant-badge')).toHaveTextContent('3');
    expect(searchBox()).toHaveValue('c:red cost=5 power>=4000');
  });

  it('opens an address of the old filters as the query they mean', async () => {
    answer({
      'c:red cost=5': {
        codes: ['OP01-001'],
        terms: [
          ['color', 'c:red'],
          ['cost', 'cost=5'],
        ],
      },
    });
    const { history } = renderApp('/cards?color=Red&cost=5&view=list');

    await waitFor(() => expect(history.location.search).toBe('?q=c%3Ared+cost%3D5&view=list'));
    await waitFor(() => expect(shownCodes()).toEqual(['OP01-001']));
    expect(searchBox()).toHaveValue('c:red cost=5');
  });

  it('says what is wrong with a query the API cannot read, and links the syntax', async () => {
    server.use(
      http.get('/api/cards/gallery', ({ request }) =>
        new URL(request.url).searchParams.has('q')
          ? HttpResponse.json(
              {
                statusCode: 422,
                code: 'validation_failed',
                message: 'Unknown keyword "x:" (position 6)',
                details: [{ field: 'q', code: 'unknown_keyword', position: 5, token: 'x:' }],
              },
              { status: 422 },
            )
          : undefined,
      ),
    );
    const { user } = renderApp('/cards');
    await waitFor(() => expect(shownCodes()).toHaveLength(CATALOGUE.length));
    await user.type(searchBox(), 'zoro x:1');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unknown keyword “x:” at character 6.');
    expect(within(alert).getByRole('link', { name: 'How to write a search' })).toHaveAttribute('href', '/cards/syntax');
    expect(screen.queryByRole('list', { name: 'Cards' })).not.toBeInTheDocument();
    expect(searchBox()).toHaveAttribute('aria-invalid', 'true');
  });

  /** The API's refusal of any query, as GET /api/cards/gallery answers it (issue 35). */
  function refuse(detail: { code: string; position: number; token: string }, message: string) {
    server.use(
      http.get('/api/cards/gallery', ({ request }) =>
        new URL(request.url).searchParams.has('q')
          ? HttpResponse.json(
              { statusCode: 422, code: 'validation_failed', message, details: [{ field: 'q', ...detail, help: '/cards/syntax' }] },
              { status: 422 },
            )
          : undefined,
      ),
    );
  }

  it.each([
    {
      language: 'en',
      path: '/en/cards?q=' + encodeURIComponent('(c:red or c:blue'),
      detail: { code: 'unclosed_parenthesis', position: 0, token: '(' },
      text: 'The parenthesis at character 1 is never closed.',
      link: 'How to write a search',
      marked: '(',
    },
    {
      language: 'it',
      path: '/it/cards?q=' + encodeURIComponent('c:red or c:blue)'),
      detail: { code: 'unexpected_parenthesis', position: 15, token: ')' },
      text: 'La “)” al carattere 16 non chiude nessuna parentesi.',
      link: 'Come scrivere una ricerca',
      marked: ')',
    },
    {
      language: 'it',
      path: '/it/cards?q=' + encodeURIComponent('zoro name:/zor.*/'),
      detail: { code: 'regex_not_supported', position: 5, token: 'name:/zor.*/' },
      text: '“name:/zor.*/” (carattere 6) è un’espressione regolare, che la ricerca non legge: scrivi parole o "una frase".',
      link: 'Come scrivere una ricerca',
      marked: 'name:/zor.*/',
    },
    {
      language: 'en',
      path: '/en/cards?q=' + encodeURIComponent('c:red OR'),
      detail: { code: 'misplaced_operator', position: 6, token: 'OR' },
      text: '“OR” (character 7) needs a search term on each side. To search for the word itself, put it in quotes: "OR".',
      link: 'How to write a search',
      marked: 'OR',
    },
  ])('shows a refused query’s problem and its place in $language ($detail.code)', async ({ path, detail, text, link, marked }) => {
    refuse(detail, 'server words, never shown');
    renderApp(path);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(alert).not.toHaveTextContent('server words');
    const place = within(alert).getByTestId('query-problem-place');
    expect(place.querySelector('mark')).toHaveTextContent(marked);
    expect(place.textContent).toBe(decodeURIComponent(path.split('q=')[1]!));
    expect(within(alert).getByRole('link', { name: link })).toHaveAttribute('href', '/cards/syntax');
    expect(screen.getByRole('searchbox')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says when a query asks for a field the imported data lacks, in both languages', async () => {
    const notice = { code: 'field_not_in_data' as const, field: 'rarity' as const, terms: ['r:sr'], message: 'server words' };
    server.use(
      cardGallery(CATALOGUE, {
        search: () => ({ ids: [], terms: [{ field: 'rarity', operator: ':', value: 'sr', negated: false, text: 'r:sr' }], notices: [notice] }),
      }),
    );
    const { unmount } = renderApp('/en/cards?q=r%3Asr');
    const english = await screen.findByText('No card in the imported data has a rarity: r:sr cannot find any card.');
    expect(english.closest('[role="status"]')).toHaveClass('cards-query-notice');
    unmount();
    renderApp('/it/cards?q=r%3Asr');
    const italian = await screen.findByText('Nessuna carta dei dati importati ha una rarità: r:sr non può trovare carte.');
    expect(italian.closest('[role="status"]')).toHaveClass('cards-query-notice');
  });

  it('switches between grid and list layouts, keeping the query', async () => {
    answer({ 'name:zoro': { codes: ['OP01-001'], terms: [['name', 'name:zoro']] } });
    const { user, history } = renderApp('/cards?q=name%3Azoro');
    await waitFor(() => expect(shownCodes()).toEqual(['OP01-001']));
    expect(screen.getByRole('list', { name: 'Cards' })).toHaveClass('card-grid');

    await user.click(screen.getByText('List'));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Cards' })).toHaveClass('card-list'));
    const [row] = within(screen.getByRole('list', { name: 'Cards' })).getAllByRole('listitem');
    // A leader's life is labelled once the game rules (which type is the leader) have arrived.
    await waitFor(() => expect(row).toHaveTextContent('Life5'));
    expect(row).toHaveTextContent('Power5000');
    expect(history.location.search).toBe('?q=name%3Azoro&view=list');

    await user.click(screen.getByText('Grid'));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Cards' })).toHaveClass('card-grid'));
    expect(shownCodes()).toEqual(['OP01-001']);
  });

  it('sorts by name on request; the default is the API order (set number)', async () => {
    const { user } = renderApp('/cards');
    await waitFor(() => expect(shownCodes()).toEqual(ALL_CODES));

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByTitle('Name'));

    await waitFor(() => expect(shownCodes()).toEqual(['OP02-004', 'OP02-090', 'OP03-001', 'OP01-016', 'OP01-001', 'OP01-002', 'OP03-050']));
  });

  it('opens the card popup with every field, life for leaders, and texts with their line breaks, as text', async () => {
    const { user } = renderApp('/cards');
    await user.click(await screen.findByRole('button', { name: 'Roronoa Zoro' }));

    const dialog = await screen.findByRole('dialog', { name: 'Roronoa Zoro' });
    const field = (label: string) => within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    // A leader's life is labelled once the game rules (which type is the leader) have arrived.
    await within(dialog).findByText('Life', { selector: 'dt' });
    expect(field('Code')).toBe('OP01-001');
    expect(field('Type')).toBe('Leader');
    expect(field('Colour')).toBe('Red');
    expect(field('Life')).toBe('5');
    expect(within(dialog).queryByText('Cost', { selector: 'dt' })).not.toBeInTheDocument();
    expect(field('Power')).toBe('5000');
    expect(field('Counter')).toBe('–');
    expect(field('Attribute')).toBe('Slash');
    expect(field('Family')).toBe('Supernovas / Straw Hat Crew');
    expect(field('Set')).toBe('OP-01');
    // No card back from the site: without a picture the popup draws the card as text (ADR 0072).
    expect(within(dialog).getByRole('img', { name: 'Roronoa Zoro (OP01-001)' })).toHaveAttribute(
      'src',
      cardImagePath('OP01-001', 'https://cards.example.test/ST01-001.png', 'full', 'none'),
    );

    const ability = within(dialog).getByRole('region', { name: 'Ability' });
    expect(ability.querySelector('p')?.textContent).toBe(
      '[DON!! x1] [Your Turn] All of your Characters gain +1000 power.\n<img src=x onerror="alert(1)"> stays text',
    );
    // Rendered as text: no element was made from the card text.
    expect(ability.querySelector('img')).toBeNull();
    expect(within(dialog).queryByRole('region', { name: 'Trigger' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Roronoa Zoro' })).not.toBeInTheDocument());
  });

  it('shows cost for other cards, the trigger, and turns an old <br> into a line break', async () => {
    const { user } = renderApp('/cards');
    await user.click(await screen.findByRole('button', { name: 'Gum-Gum Red Roc' }));

    const dialog = await screen.findByRole('dialog', { name: 'Gum-Gum Red Roc' });
    expect(within(dialog).getByText('Cost', { selector: 'dt' }).nextElementSibling).toHaveTextContent('2');
    expect(within(dialog).getByText('Power', { selector: 'dt' }).nextElementSibling).toHaveTextContent('–');
    expect(within(dialog).getByRole('region', { name: 'Ability' }).querySelector('p')?.textContent).toBe('[Main] K.O. up to 1 of your opponent\nCharacters.');
    expect(within(dialog).getByRole('region', { name: 'Trigger' })).toHaveTextContent("Activate this card's [Main] effect.");
  });

  it('/it/cards?search=… switches to Italian and searches the name', async () => {
    answer({ 'name:nami': { codes: ['OP01-016'], terms: [['name', 'name:nami']] } });
    const { history } = renderApp('/it/cards?search=nami');

    await waitFor(() => expect(history.location.pathname).toBe('/cards'));
    await waitFor(() => expect(history.location.search).toBe('?q=name%3Anami'));
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Cerca carte' })).toHaveValue('name:nami'));
    await waitFor(() => expect(shownCodes('Carte')).toEqual(['OP01-016']));
    expect(localStorage.getItem('language')).toBe('it');
  });

  it('/en/cards switches to English', async () => {
    localStorage.setItem('language', 'it');
    const { history } = renderApp('/en/cards');

    await waitFor(() => expect(history.location.pathname).toBe('/cards'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Card database' })).toBeInTheDocument();
  });
});
