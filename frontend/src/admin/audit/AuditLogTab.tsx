import { ReloadOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Pagination, Select, Spin, Tag } from 'antd';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorState } from '../../components/ErrorState';
import { lastPageOf } from '../../lib/paging';
import type { MessageId } from '../../i18n/messages';
import type { AdminTabProps } from '../admin-tab';
import { NoAccess } from '../components/NoAccess';
import { isSuperAdmin } from '../roles';
import { useListAuditEntriesQuery, type AuditEntryDto, type ListAuditEntriesApiArg } from './api';
import './audit-admin.css';

const PAGE_SIZE = 50;

/** The kinds of things admins change, as the API names them (each has its label). */
export const AUDIT_ENTITY_TYPES = [
  'card',
  'deck',
  'news',
  'tierlist',
  'format',
  'settings',
  'decky_phrase',
  'tournament',
  'report',
  'comment',
  'admin',
  'user',
] as const;

interface Filters {
  actor: string;
  entityType: string;
  action: string;
  from: string;
  to: string;
}

const NO_FILTERS: Filters = { actor: '', entityType: '', action: '', from: '', to: '' };

/** The query of a set of filters: empty ones left out; a day's end is its last second. */
function queryOf(filters: Filters, page: number): ListAuditEntriesApiArg {
  return {
    page,
    pageSize: PAGE_SIZE,
    ...(filters.actor.trim() ? { actor: filters.actor.trim() } : {}),
    ...(filters.entityType ? { entityType: filters.entityType } : {}),
    ...(filters.action.trim() ? { action: filters.action.trim() } : {}),
    ...(filters.from ? { from: new Date(`${filters.from}T00:00:00`).toISOString() } : {}),
    ...(filters.to ? { to: new Date(`${filters.to}T23:59:59`).toISOString() } : {}),
  };
}

/**
 * 'Registro attività' (issue 38 item 5, ADR 0076): every write an admin made, newest first, with who,
 * what, when, the outcome and the fields it changed. Super admins only.
 */
export function AuditLogTab({ viewer }: AdminTabProps) {
  if (!isSuperAdmin(viewer)) return <NoAccess />;
  return <AuditLog />;
}

function AuditLog() {
  const intl = useIntl();
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const { data, error, isLoading, isError, isFetching, refetch } = useListAuditEntriesQuery(queryOf(filters, page));
  // Entries pruned under the reader: that page is gone, the last one is shown (ADR 0067).
  const lastPage = lastPageOf(error);
  if (lastPage !== null && lastPage !== page) setPage(lastPage);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
    setPage(1);
  };
  const reset = () => {
    setDraft(NO_FILTERS);
    setFilters(NO_FILTERS);
    setPage(1);
  };
  const set = (change: Partial<Filters>) => setDraft((current) => ({ ...current, ...change }));
  const entityLabel = (type: string) =>
    (AUDIT_ENTITY_TYPES as readonly string[]).includes(type) ? intl.formatMessage({ id: `admin.audit.entity.${type}` as MessageId }) : type;

  return (
    <section className="admin-audit" aria-labelledby="admin-audit-title">
      <h2 id="admin-audit-title" className="admin-audit__title">
        <FormattedMessage id="admin.audit.title" />
      </h2>
      <p className="admin-audit__intro">
        <FormattedMessage id="admin.audit.intro" />
      </p>
      <form className="admin-audit__filters" onSubmit={apply} aria-label={intl.formatMessage({ id: 'admin.audit.filters' })}>
        <label className="admin-audit__filter">
          <span>
            <FormattedMessage id="admin.audit.filter.actor" />
          </span>
          <Input value={draft.actor} onChange={(event) => set({ actor: event.target.value })} maxLength={64} allowClear />
        </label>
        <label className="admin-audit__filter">
          <span>
            <FormattedMessage id="admin.audit.filter.entityType" />
          </span>
          <Select
            value={draft.entityType}
            onChange={(entityType: string) => set({ entityType })}
            options={[
              { value: '', label: intl.formatMessage({ id: 'admin.audit.filter.anyEntity' }) },
              ...AUDIT_ENTITY_TYPES.map((type) => ({ value: type, label: entityLabel(type) })),
            ]}
            aria-label={intl.formatMessage({ id: 'admin.audit.filter.entityType' })}
          />
        </label>
        <label className="admin-audit__filter">
          <span>
            <FormattedMessage id="admin.audit.filter.action" />
          </span>
          <Input value={draft.action} onChange={(event) => set({ action: event.target.value })} maxLength={64} placeholder="updateDeck" allowClear />
        </label>
        <label className="admin-audit__filter">
          <span>
            <FormattedMessage id="admin.audit.filter.from" />
          </span>
          <Input type="date" value={draft.from} onChange={(event) => set({ from: event.target.value })} />
        </label>
        <label className="admin-audit__filter">
          <span>
            <FormattedMessage id="admin.audit.filter.to" />
          </span>
          <Input type="date" value={draft.to} onChange={(event) => set({ to: event.target.value })} />
        </label>
        <div className="admin-audit__filter-actions">
          <Button type="primary" htmlType="submit">
            <FormattedMessage id="admin.audit.filter.apply" />
          </Button>
          <Button onClick={reset}>
            <FormattedMessage id="admin.audit.filter.reset" />
          </Button>
          <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void refetch()} loading={isFetching && !isLoading}>
            <FormattedMessage id="admin.audit.refresh" />
          </Button>
        </div>
      </form>
      {isLoading || lastPage !== null ? (
        <Spin aria-label={intl.formatMessage({ id: 'admin.audit.loading' })} />
      ) : isError || !data ? (
        <ErrorState title={intl.formatMessage({ id: 'admin.audit.loadFailed' })} onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <>
          <p className="admin-audit__count" aria-live="polite">
            <FormattedMessage id="admin.audit.count" values={{ count: data.total }} />
          </p>
          {data.items.length === 0 ? (
            <Empty description={intl.formatMessage({ id: 'admin.audit.empty' })} />
          ) : (
            <ol className="admin-audit__list">
              {data.items.map((entry) => (
                <AuditEntry key={entry.id} entry={entry} entityLabel={entityLabel(entry.entityType)} />
              ))}
            </ol>
          )}
          {data.total > PAGE_SIZE && (
            <Pagination className="admin-audit__pagination" current={page} pageSize={PAGE_SIZE} total={data.total} showSizeChanger={false} onChange={setPage} />
          )}
        </>
      )}
    </section>
  );
}

function AuditEntry({ entry, entityLabel }: { entry: AuditEntryDto; entityLabel: string }) {
  const intl = useIntl();
  const failed = entry.outcome !== 'ok';
  return (
    <li className="admin-audit-entry">
      <div className="admin-audit-entry__head">
        <time dateTime={entry.createdAt}>{intl.formatDate(entry.createdAt, { dateStyle: 'short', timeStyle: 'medium' })}</time>
        <strong className="admin-audit-entry__actor">{entry.actorUsername}</strong>
        <code className="admin-audit-entry__action" title={entry.route}>
          {entry.action}
        </code>
        <span className="admin-audit-entry__entity">
          {entityLabel}
          {entry.entityId !== null && <> #{entry.entityId}</>}
          {entry.entityLabel && <> · {entry.entityLabel}</>}
        </span>
        <Tag color={failed ? 'red' : 'green'}>
          {failed ? <FormattedMessage id="admin.audit.failed" values={{ code: entry.outcome }} /> : <FormattedMessage id="admin.audit.ok" />}
        </Tag>
      </div>
      {entry.changes.length > 0 && (
        <ul className="admin-audit-entry__changes" aria-label={intl.formatMessage({ id: 'admin.audit.changes' })}>
          {entry.changes.map((change, index) => (
            <li key={`${change.field}-${index}`}>
              <code>{change.field}</code>
              {change.before !== undefined && <span className="admin-audit-entry__before">{change.before}</span>}
              {change.before !== undefined && change.after !== undefined && <span> → </span>}
              {change.after !== undefined && <span className="admin-audit-entry__after">{change.after}</span>}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
