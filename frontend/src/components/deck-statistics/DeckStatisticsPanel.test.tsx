import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers';
import { makeStore } from '../../app/store';
import { languageChosen, type Language } from '../../i18n/language';
import { emptyStatistics, redShanksStatistics } from '../../test/deck-statistics';
import type { DeckStatisticsDto } from '../../api/deck-statistics';
import { DeckStatisticsPanel } from './DeckStatisticsPanel';

function renderPanel(statistics: DeckStatisticsDto, language: Language = 'en') {
  const store = makeStore();
  store.dispatch(languageChosen(language));
  const user = userEvent.setup();
  const view = render(
    <AppProviders store={store}>
      <DeckStatisticsPanel statistics={statistics} />
    </AppProviders>,
  );
  return { ...view, user };
}

/** A figure's value by its label (the panel's <dl>s). */
function figure(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

/** The rows of the table that stands in for a chart, as [label, value] pairs. */
function tableRows(heading: string): string[][] {
  const section = screen.getByRole('heading', { name: heading }).closest('section')!;
  return within(section)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent ?? ''));
}

describe('DeckStatisticsPanel', () => {
  it('shows the API figures: size, average cost, counter total and density, triggers', () => {
    renderPanel(redShanksStatistics());
    expect(figure('Cards')).toBe('50');
    expect(figure('Average cost')).toBe('3.6');
    expect(figure('Counter total')).toBe('36,000');
    expect(figure('1,000 counter')).toBe('20 · 40%');
    expect(figure('2,000 counter')).toBe('8 · 16%');
    expect(figure('Cards with [Trigger]')).toBe('8');
    expect(screen.getByText(/The leader is not counted/)).toBeInTheDocument();
  });

  it('gives every chart a table with the same numbers, colours and types in the visitor’s language', () => {
    renderPanel(redShanksStatistics());
    expect(tableRows('Cost curve')).toEqual([
      ['0', '0'],
      ['1', '12'],
      ['2', '6'],
      ['3', '12'],
      ['4', '8'],
      ['5', '4'],
      ['6', '0'],
      ['7', '4'],
      ['8', '0'],
      ['9', '0'],
      ['10', '4'],
    ]);
    expect(tableRows('Colours')).toEqual([['Red', '50']]);
    expect(tableRows('Card types')).toEqual([
      ['Character', '36'],
      ['Event', '12'],
      ['Stage', '2'],
    ]);
    expect(screen.getAllByText('Show the numbers as a table')).toHaveLength(3);
  });

  it('draws the charts from a chunk loaded on demand, hidden from assistive technology (the tables stand in)', async () => {
    const { container } = renderPanel(redShanksStatistics());
    await waitFor(() => expect(container.querySelectorAll('.recharts-responsive-container').length).toBe(4));
    for (const canvas of container.querySelectorAll('.deck-stats__canvas')) expect(canvas).toHaveAttribute('aria-hidden', 'true');
  });

  it('opens the odds on the most-copied card and follows the turn, the turn order and the card picked', async () => {
    const { user } = renderPanel(redShanksStatistics());
    const odds = screen.getByRole('heading', { name: 'Odds of drawing a card' }).closest('section')!;
    // The controls' code comes on demand (near the screen; at once without IntersectionObserver).
    expect((await within(odds).findByRole('combobox', { name: 'Card' })).closest('.ant-select')).toHaveTextContent('Uta (OP09-002) ×4');
    expect(figure('In the opening hand (4 of 50)')).toBe('35.3%');
    expect(figure('With one mulligan')).toBe('58.1%');
    expect(figure('By turn 1, going first')).toBe('35.3%');
    expect(figure('By turn 1, going first, with the mulligan')).toBe('58.1%');

    // antd's radio buttons hide the input under their label: click what the user sees.
    expect(within(odds).getByRole('radio', { name: 'Going first' })).toBeChecked();
    await user.click(within(odds).getByRole('radio', { name: 'Going second' }).closest('label')!);
    expect(within(odds).getByRole('radio', { name: 'Going second' })).toBeChecked();
    expect(figure('By turn 1, going second')).toBe('41.1%');
    expect(figure('By turn 1, going second, with the mulligan')).toBe('61.9%');

    const slider = within(odds).getByRole('slider', { name: 'Turn' });
    fireEvent.keyDown(slider, { key: 'End', code: 'End', keyCode: 35 });
    expect(slider).toHaveAttribute('aria-valuetext', 'Turn 10');
    expect(figure('By turn 10, going second')).toBe('77.3%');
    expect(figure('By turn 10, going second, with the mulligan')).toBe('85.3%');

    // The picker searches the cards by name or code.
    await user.type(within(odds).getByRole('combobox', { name: 'Card' }), 'Red Force');
    await user.click(await screen.findByTitle('Red Force (OP09-021) ×2'));
    expect(figure('In the opening hand (2 of 50)')).toBe('19.2%');
    expect(figure('By turn 10, going second')).toBe('51.4%');
  });

  it('lists every turn of the picked card in a table', () => {
    renderPanel(redShanksStatistics());
    const table = screen.getByRole('table', { name: 'Odds of drawing Uta (OP09-002) by turn', hidden: true });
    const rows = within(table).getAllByRole('row', { hidden: true });
    expect(rows).toHaveLength(11);
    expect(Array.from(rows[10]!.children, (cell) => cell.textContent)).toEqual(['10', '74.4%', '77.3%', '83.5%', '85.3%']);
  });

  it('reads in Italian', async () => {
    renderPanel(redShanksStatistics(), 'it');
    expect(screen.getByRole('heading', { name: 'Curva dei costi' })).toBeInTheDocument();
    expect(figure('Counter totale')).toBe('36.000');
    expect(figure('Nella mano iniziale (4 su 50)')).toBe('35,3%');
    expect(figure('Entro il turno 1, giocando per primo, con il mulligan')).toBe('58,1%');
    expect(await screen.findByRole('radio', { name: 'Per secondo' })).toBeInTheDocument();
    expect(tableRows('Tipi di carta')[0]).toEqual(['Personaggio', '36']);
  });

  it('says there is nothing to count for a deck without cards', () => {
    renderPanel(emptyStatistics());
    expect(screen.getByText('Add cards to the deck to see its statistics.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Cost curve' })).not.toBeInTheDocument();
  });
});
