import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import type { AdminTab } from '../admin-tab';
import './admin-nav.css';

/**
 * The groups of the back office's sections, in order (issue 38). A section not named here (a new tab)
 * joins 'people' when it is for super admins, 'content' otherwise, so it is never left out.
 */
const GROUPS: ReadonlyArray<{ key: string; label: MessageId }> = [
  { key: 'cards', label: 'admin.nav.group.cards' },
  { key: 'decks', label: 'admin.nav.group.decks' },
  { key: 'content', label: 'admin.nav.group.content' },
  { key: 'people', label: 'admin.nav.group.people' },
];
const GROUP_OF: Readonly<Record<string, string>> = {
  'card-import': 'cards',
  'manage-cards': 'cards',
  'deck-builder': 'decks',
  'manage-decks': 'decks',
  'tier-list': 'decks',
  formats: 'decks',
  tournaments: 'decks',
  news: 'content',
  'privacy-policy': 'content',
  decky: 'content',
  reports: 'people',
  admins: 'people',
  users: 'people',
};
const groupOf = (tab: AdminTab) => GROUP_OF[tab.key] ?? (tab.superAdminOnly ? 'people' : 'content');

export interface AdminSectionNavProps {
  tabs: readonly AdminTab[];
  active: string;
  /** The tab panel the sections open in. */
  panelId: string;
  onSelect(key: string): void;
}

/** The id of a section's tab in the side menu (the tab panel is labelled by it). */
export const sectionTabId = (key: string) => `admin-section-tab-${key}`;

/**
 * Every section of the back office, always in view (issue 38, ADR 0073): a grouped side menu on
 * wide screens; on narrow ones a bar naming the open section that opens the same menu in a drawer.
 * The sections are tabs (`role="tab"`, arrow keys move between them, Enter opens one).
 */
export function AdminSectionNav({ tabs, active, panelId, onSelect }: AdminSectionNavProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const current = tabs.find((tab) => tab.key === active);

  return (
    <>
      <div className="admin-nav__bar">
        <Button icon={<MenuOutlined aria-hidden />} onClick={() => setOpen(true)} aria-expanded={open} aria-haspopup="dialog" className="admin-nav__toggle">
          <span className="admin-nav__toggle-label">
            <FormattedMessage id="admin.nav.sections" />
          </span>
          {current && (
            <strong className="admin-nav__toggle-current">
              {current.icon} <FormattedMessage id={current.label} />
            </strong>
          )}
        </Button>
      </div>
      <nav className="admin-nav admin-nav--side" aria-label={intl.formatMessage({ id: 'admin.nav.label' })}>
        <SectionList tabs={tabs} active={active} panelId={panelId} onSelect={onSelect} idOf={sectionTabId} />
      </nav>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        placement="left"
        size={300}
        title={intl.formatMessage({ id: 'admin.nav.sections' })}
        className="admin-nav__drawer"
      >
        <nav className="admin-nav" aria-label={intl.formatMessage({ id: 'admin.nav.label' })}>
          <SectionList
            tabs={tabs}
            active={active}
            panelId={panelId}
            idOf={(key) => `${sectionTabId(key)}-drawer`}
            onSelect={(key) => {
              setOpen(false);
              onSelect(key);
            }}
          />
        </nav>
      </Drawer>
    </>
  );
}

function SectionList({ tabs, active, panelId, onSelect, idOf }: AdminSectionNavProps & { idOf(key: string): string }) {
  const list = useRef<HTMLDivElement>(null);
  const ids = useId();
  const groups = GROUPS.map((group) => ({ ...group, tabs: tabs.filter((tab) => groupOf(tab) === group.key) })).filter((group) => group.tabs.length > 0);

  // Arrow keys move between every section, across the groups; Home and End go to the first and last.
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at === -1) return;
    const next =
      event.key === 'ArrowDown' || event.key === 'ArrowRight'
        ? (at + 1) % buttons.length
        : event.key === 'ArrowUp' || event.key === 'ArrowLeft'
          ? (at - 1 + buttons.length) % buttons.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? buttons.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    buttons[next]?.focus();
  };

  return (
    <div ref={list} className="admin-nav__groups" onKeyDown={move}>
      {groups.map((group) => (
        <div key={group.key} className="admin-nav__group">
          <p className="admin-nav__group-title" id={`${ids}-${group.key}`}>
            <FormattedMessage id={group.label} />
          </p>
          <div role="tablist" aria-orientation="vertical" aria-labelledby={`${ids}-${group.key}`} className="admin-nav__tabs">
            {group.tabs.map((tab) => {
              const selected = tab.key === active;
              return (
                <button
                  key={tab.key}
                  type="button"
                  role="tab"
                  id={idOf(tab.key)}
                  aria-selected={selected}
                  aria-controls={panelId}
                  tabIndex={selected ? 0 : -1}
                  className={`admin-nav__tab${selected ? ' admin-nav__tab--active' : ''}`}
                  onClick={() => onSelect(tab.key)}
                >
                  <span className="admin-nav__icon" aria-hidden>
                    {tab.icon}
                  </span>
                  <FormattedMessage id={tab.label} />
                </button>
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
}
