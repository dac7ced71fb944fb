import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { App } from 'antd';
import { http, HttpResponse } from 'msw';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import adminEn from '../../i18n/admin.en.json';
import builderEn from '../../i18n/builder.en.json';
import en from '../../i18n/en.json';
import { aFormat } from '../../test/game-rules';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { aSuperAdmin, anAdmin, mockSession } from '../../test/session';
import { ADMIN_TABS } from '../admin-tabs';
import { AdminTable } from './AdminTable';
import { RemovalList, useConfirmRemoval } from './ConfirmRemoval';

const pointer = { pointerEventsCheck: PointerEventsCheckLevel.Never } as const;

function formatsApi() {
  server.use(
    http.get('/api/formats', () => HttpResponse.json([aFormat({ code: 'OP10', isCurrent: true })])),
    http.get('/api/admin/stats', () => HttpResponse.json({ cards: 0, decks: 0, communityDecks: 0, publishedNews: 0 })),
  );
}

async function openFormatDialog() {
  formatsApi();
  mockSession(anAdmin());
  renderApp('/admin?tab=formats');
  const user = userEvent.setup(pointer);
  await screen.findByRole('table', { name: 'Formats' }, { timeout: 30_000 });
  await user.click(screen.getByRole('button', { name: 'Add format' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'New format' }) };
}

describe('unsaved work in a back-office dialog (ADR 0073)', () => {
  it('closes at once on Esc when nothing was typed', async () => {
    const { user, dialog } = await openFormatDialog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeVisible());
    expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).not.toBeInTheDocument();
  }, 60_000);

  it('asks "Discard changes?" on Esc and on Cancel once something was typed, and keeps it when told to', async () => {
    const { user, dialog } = await openFormatDialog();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Block 3' } });

    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: 'Discard changes?' });
    expect(question).toHaveTextContent('There are unsaved changes: closing throws them away.');
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).not.toBeInTheDocument());
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Block 3');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard changes?' })).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New format' })).not.toBeInTheDocument());
  }, 60_000);

  it('asks before another section replaces one with unsaved work', async () => {
    const { user, dialog } = await openFormatDialog();
    fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: 'OP17' } });
    // A dialog covers the menu; a link to another section (the browser's history) still asks.
    fireEvent.click(screen.getByRole('tab', { name: /Decky/, hidden: true }));
    expect(await screen.findByRole('dialog', { name: 'Discard changes?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByRole('tab', { name: /Formats/, selected: true, hidden: true })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Code')).toHaveValue('OP17');
  }, 60_000);
});

describe('the section menu (issue 38)', () => {
  it('lists every section a super admin may open, grouped, none folded away, and opens one with the keyboard', async () => {
    formatsApi();
    mockSession(aSuperAdmin());
    const { history } = renderApp('/admin?tab=formats');
    const user = userEvent.setup(pointer);
    const nav = await screen.findByRole('navigation', { name: 'Dashboard sections' }, { timeout: 30_000 });
    const tabs = within(nav).getAllByRole('tab');
    expect(tabs).toHaveLength(ADMIN_TABS.length);
    expect(
      within(nav)
        .getAllByRole('tablist')
        .map((list) => list.getAttribute('aria-labelledby') && document.getElementById(list.getAttribute('aria-labelledby')!)?.textContent),
    ).toEqual(['Cards', 'Decks and meta', 'Content', 'People and moderation']);
    const formats = within(nav).getByRole('tab', { name: /Formats/, selected: true });
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', formats.id);

    // Arrow keys move between the sections (across groups); Enter opens the one reached.
    formats.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toHaveAccessibleName('Manage news');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(history.location.search).toBe('?tab=news'));
    // The section's chunk may suspend the page a moment: the menu is read again.
    const after = await screen.findByRole('navigation', { name: 'Dashboard sections' });
    expect(await within(after).findByRole('tab', { name: 'Manage news', selected: true })).toBeInTheDocument();
  }, 60_000);
});

function Harness({ onDelete }: { onDelete(): void }) {
  const confirmRemoval = useConfirmRemoval();
  return (
    <button
      type="button"
      onClick={() =>
        confirmRemoval({
          title: 'Delete this thing?',
          subject: '“Thing” will be deleted.',
          removes: <RemovalList items={[{ key: 'a', text: '2 comments' }]} />,
          onOk: onDelete,
        })
      }
    >
      delete
    </button>
  );
}

const renderWithIntl = (ui: ReactNode) =>
  render(
    <IntlProvider locale="en" messages={{ ...en, ...adminEn, ...builderEn }}>
      <App component={false}>{ui}</App>
    </IntlProvider>,
  );

describe('ConfirmRemoval', () => {
  it('names the thing, lists what goes with it, says it cannot be undone, and removes only when confirmed', async () => {
    let deleted = 0;
    renderWithIntl(<Harness onDelete={() => (deleted += 1)} />);
    const user = userEvent.setup(pointer);
    await user.click(screen.getByRole('button', { name: 'delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this thing?' });
    expect(dialog).toHaveTextContent('“Thing” will be deleted.');
    expect(within(within(dialog).getByRole('list', { name: 'Also removed:' })).getByText('2 comments')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toBe(0);
    await user.click(screen.getByRole('button', { name: 'delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete this thing?' })).getByRole('button', { name: 'Delete' }));
    expect(deleted).toBe(1);
  });

  it('says nothing else goes, or that it could not count, rather than an empty list', () => {
    renderWithIntl(
      <>
        <RemovalList items={[]} />
        <RemovalList items={[]} failed />
      </>,
    );
    expect(screen.getByText('Nothing else is removed.')).toBeInTheDocument();
    expect(screen.getByText('Could not count what would be removed with it.')).toBeInTheDocument();
  });
});

describe('AdminTable', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });
  const phone = () => {
    window.matchMedia = (query: string) => ({ ...original(query), matches: query.includes('max-width') });
  };
  const columns = [
    { key: 'name', title: 'Name', dataIndex: 'name', width: 200 },
    { key: 'tier', title: 'Tier', dataIndex: 'tier', sorter: true },
  ];
  const rows = [
    { id: 1, name: 'Red Zoro', tier: 'Tier 1' },
    { id: 2, name: 'Blue Doffy', tier: 'Tier 2' },
  ];

  it('is antd’s table, with its header, on a wide screen', () => {
    renderWithIntl(<AdminTable rowKey="id" columns={columns} dataSource={rows} />);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'Tier']);
    expect(document.querySelector('.admin-table--cards')).toBeNull();
  });

  it('is a list of cards on a phone: each cell named by its column, the sorters as one select', async () => {
    phone();
    const changes: unknown[] = [];
    renderWithIntl(<AdminTable rowKey="id" columns={columns} dataSource={rows} onChange={(_p, _f, sorter) => changes.push(sorter)} />);
    expect(screen.queryByRole('columnheader')).not.toBeInTheDocument();
    const cells = [...document.querySelectorAll('.admin-table--cards tbody tr:first-child td')];
    expect(cells.map((cell) => [cell.getAttribute('data-label'), cell.textContent])).toEqual([
      ['Name', 'Red Zoro'],
      ['Tier', 'Tier 1'],
    ]);
    const user = userEvent.setup(pointer);
    await user.click(screen.getByLabelText('Sort by'));
    await user.click(await screen.findByText('Tier (descending)'));
    expect(changes).toEqual([expect.objectContaining({ columnKey: 'tier', order: 'descend' })]);
  });
});
