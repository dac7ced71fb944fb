import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { aCard } from '../../../test/fixtures';
import { renderApp as renderWholeApp } from '../../../test/render-app';
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

beforeEach(() => {
  server.use(http.get('/api/cards', () => HttpResponse.json(CATALOGUE)));
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

describe('card filters on /cards', () => {
  it('applies a filter only on Apply, and Clear all brings every card back', async () => {
    const { user, router } = renderApp('/cards');
    // The first render also loads the page's chunk.
    await waitFor(() => expect(shownCodes()).toEqual(ALL_CODES), { timeout: 5000 });

    await openFilters(user);
    await choose(user, 'Type', 'Event');
    // Not applied yet.
    expect(shownCodes()).toEqual(ALL_CODES);

    await apply(user);
    await waitFor(() => expect(shownCodes()).toEqual(['OP02-090']));
    expect(router.state.location.search).toBe('?type=EVENT');
    expect(screen.getByText('Showing 1 of 1 cards')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(shownCodes()).toEqual(ALL_CODES));
    expect(router.state.location.search).toBe('');
  });

  it.each([
    { label: 'Colour', option: 'Green', codes: ['OP01-002', 'OP03-050'] },
    { label: 'Cost', option: '1', codes: ['OP01-016'] },
    { label: 'Cost', option: '6+', codes: ['OP02-004', 'OP03-001'] },
    { label: 'Set', option: 'OP-02', codes: ['OP02-004', 'OP02-090'] },
    { label: 'Attribute', option: 'Ranged', codes: ['OP03-050'] },
    { label: 'Family', option: 'Heart Pirates', codes: ['OP01-002'] },
  ])('filters by $label $option', async ({ label, option, codes }) => {
    const { user } = renderApp('/cards');
    await waitFor(() => expect(shownCodes()).toHaveLength(CATALOGUE.length));
    await openFilters(user);
    await choose(user, label, option);
    await apply(user);
    await waitFor(() => expect(shownCodes()).toEqual(codes));
  });

  it('filters by the four power ranges, combined with the name typed in the search box', async () => {
    const { user } = renderApp('/cards');
    await waitFor(() => expect(shownCodes()).toHaveLength(CATALOGUE.length));
    await openFilters(user);

    const ranges: Array<[string, string[]]> = [
      ['1–3000', ['OP01-016']],
      ['3001–5000', ['OP01-001', 'OP01-002', 'OP03-050']],
      ['5001–7000', ['OP02-004']],
      ['7001+', ['OP03-001']],
    ];
    for (const [range, codes] of ranges) {
      await choose(user, 'Power', range);
      await apply(user);
      await waitFor(() => expect(shownCodes()).toEqual(codes));
    }

    await choose(user, 'Power', '3001–5000');
    await apply(user);
    // The name filters live, on top of the applied filters.
    await user.type(screen.getByRole('searchbox', { name: 'Search cards by name' }), 'law');
    await waitFor(() => expect(shownCodes()).toEqual(['OP01-002']));
  });

  it('reads the filters from the address, so a filtered view can be shared', async () => {
    renderApp('/cards?color=Red&cost=5&view=list');

    await waitFor(() => expect(shownCodes()).toEqual(['OP01-001']));
    const panel = screen.getByRole('form', { name: 'Card filters' });
    expect(within(panel).getByText('Red')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Cards' })).toHaveClass('card-list');
    // The filters button counts the applied filters.
    expect(screen.getByRole('button', { name: /Filters/ }).closest('.ant-badge')).toHaveTextContent('2');
  });

  it('switches between grid and list layouts, keeping the filters', async () => {
    const { user, router } = renderApp('/cards?search=zoro');
    await waitFor(() => expect(shownCodes()).toEqual(['OP01-001']));
    expect(screen.getByRole('list', { name: 'Cards' })).toHaveClass('card-grid');

    await user.click(screen.getByText('List'));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Cards' })).toHaveClass('card-list'));
    const [row] = within(screen.getByRole('list', { name: 'Cards' })).getAllByRole('listitem');
    expect(row).toHaveTextContent('Life5');
    expect(row).toHaveTextContent('Power5000');
    expect(router.state.location.search).toBe('?search=zoro&view=list');

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
    expect(within(dialog).getByRole('img', { name: 'Roronoa Zoro (OP01-001)' })).toHaveAttribute(
      'src',
      cardImagePath('OP01-001', 'https://cards.example.test/ST01-001.png'),
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

  it('/it/cards?search=… switches to Italian and prefills the name filter', async () => {
    const { router } = renderApp('/it/cards?search=nami');

    await waitFor(() => expect(router.state.location.pathname).toBe('/cards'));
    expect(router.state.location.search).toBe('?search=nami');
    expect(await screen.findByRole('searchbox', { name: 'Cerca carte per nome' })).toHaveValue('nami');
    await waitFor(() => expect(shownCodes('Carte')).toEqual(['OP01-016']));
    expect(localStorage.getItem('language')).toBe('it');
  });

  it('/en/cards switches to English', async () => {
    localStorage.setItem('language', 'it');
    const { router } = renderApp('/en/cards');

    await waitFor(() => expect(router.state.location.pathname).toBe('/cards'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Card database' })).toBeInTheDocument();
  });
});
