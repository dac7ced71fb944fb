import { CheckCircleFilled, CloseCircleFilled, DeleteOutlined, EllipsisOutlined, SearchOutlined, UserAddOutlined } from '@ant-design/icons';
import { Button, Dropdown, Empty, Input, Select, Spin, Tag, type InputProps, type MenuProps, type TableColumnsType } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { ErrorState } from '../../components/ErrorState';
import type { MessageId } from '../../i18n/messages';
import { useToast } from '../../components/useToast';
import { describeApiFailure, readApiFailure } from '../../lib/api-error';
import { formatDayMonthYear } from '../../lib/date';
import { includesSearchText } from '../../lib/search-text';
import type { ListAllUsersPageApiArg } from '../../api/generated';
import { useListAllUsersPageQuery } from '../admin-tables-api';
import { useDeleteUserMutation, useListAdminsQuery, type UserDto } from '../api';
import { isAdmin, isSuperAdmin } from '../roles';
import { useServerTable } from './use-server-table';
import { AdminTable } from './AdminTable';
import { RemovalList, useConfirmRemoval, type RemovalItem } from './ConfirmRemoval';

export type UserListMode = 'admins' | 'all';

export interface UserListProps {
  /** 'admins': the admin manager's cards; 'all': the user manager's table. */
  mode: UserListMode;
  viewer: UserDto;
}

const NO_USERS: UserDto[] = [];

/**
 * The one user list of the back office (docs/product.md#admins-and-users): loading, error with retry, empty, search by
 * username or e-mail, the count in the heading, and the promote/delete actions.
 */
export function UserList({ mode, viewer }: UserListProps) {
  return mode === 'all' ? <AllUsers viewer={viewer} /> : <ListedUsers mode={mode} viewer={viewer} />;
}

/** The admin manager's admins: a short list, read whole and searched in the browser. */
function ListedUsers({ mode, viewer }: UserListProps) {
  const intl = useIntl();
  const { data, isLoading, isError, isFetching, error, refetch } = useListAdminsQuery();
  const users = data?.users ?? NO_USERS;
  const [query, setQuery] = useState('');
  const actions = useUserActions(mode, viewer, users);

  const matching = useMemo(
    () => users.filter((user) => includesSearchText(user.username, query) || includesSearchText(user.email ?? '', query)),
    [users, query],
  );

  if (isLoading) {
    return (
      <div className="admin-users__state">
        <Spin size="large" description={intl.formatMessage({ id: mode === 'admins' ? 'admin.admins.loading' : 'admin.users.loading' })} />
      </div>
    );
  }

  if (isError) {
    return (
      <ErrorState
        title={intl.formatMessage({ id: mode === 'admins' ? 'admin.admins.loadFailed' : 'admin.users.loadError' })}
        description={describeListFailure(intl, error)}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }

  if (users.length === 0) {
    return (
      <Empty
        className="empty-state"
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <p className="empty-state__title">
            <FormattedMessage id={mode === 'admins' ? 'admin.admins.empty' : 'admin.users.empty'} />
          </p>
        }
      />
    );
  }

  return (
    <section className="admin-users" aria-labelledby={`user-list-${mode}`}>
      <UsersToolbar
        headingId={`user-list-${mode}`}
        title={<FormattedMessage id={mode === 'admins' ? 'admin.admins.count' : 'admin.users.title'} values={{ count: matching.length }} />}
        search={{ value: query, onChange: (event) => setQuery(event.target.value) }}
      />
      {matching.length === 0 ? (
        <Empty
          className="empty-state"
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <p className="empty-state__title">
              <FormattedMessage id="admin.users.noMatch" />
            </p>
          }
        />
      ) : (
        <AdminCards users={matching} viewer={viewer} actions={actions} />
      )}
    </section>
  );
}

interface UserActions {
  canPromote(user: UserDto): boolean;
  canDelete(user: UserDto): boolean;
  promote(user: UserDto): void;
  confirmDelete(user: UserDto): void;
}

/**
 * Who may do what (docs/product.md#admins-and-users): a super admin promotes (all-users mode, non-admins, not self) and
 * deletes anyone but themselves and the built-in main admin. The API does not expose which account
 * that is; it is the oldest super admin, and the API answers 403 for it anyway.
 */
function useUserActions(mode: UserListMode, viewer: UserDto, users: readonly UserDto[]): UserActions {
  const intl = useIntl();
  const toast = useToast();
  const confirmRemoval = useConfirmRemoval();
  const [deleteUser] = useDeleteUserMutation();
  const viewerIsSuperAdmin = isSuperAdmin(viewer);
  const mainAdminId = useMemo(() => {
    const superAdminIds = users.filter(isSuperAdmin).map((user) => user.id);
    return superAdminIds.length > 0 ? Math.min(...superAdminIds) : undefined;
  }, [users]);

  const texts =
    mode === 'admins'
      ? ({
          confirmTitle: 'admin.admins.deleteConfirm.title',
          confirmText: 'admin.admins.deleteConfirm.text',
          deleted: 'admin.admins.deleted',
          failed: 'admin.admins.deleteFailed',
          failedDefault: 'admin.admins.deleteFailedDefault',
        } as const)
      : ({
          confirmTitle: 'admin.users.deleteConfirm.title',
          confirmText: 'admin.users.deleteConfirm.text',
          deleted: 'admin.users.deleted',
          failed: 'admin.users.deleteFailed',
          failedDefault: 'admin.users.deleteFailedDefault',
        } as const);

  return {
    canPromote: (user) => viewerIsSuperAdmin && mode === 'all' && !isAdmin(user) && user.id !== viewer.id,
    canDelete: (user) => viewerIsSuperAdmin && user.id !== viewer.id && user.id !== mainAdminId,
    promote: () => toast.info(intl.formatMessage({ id: 'admin.users.promote.title' }), intl.formatMessage({ id: 'admin.users.promote.text' })),
    confirmDelete: (user) => {
      // Names what goes with the account (issue 38): its comments, favourites, community decks, reports.
      confirmRemoval({
        title: intl.formatMessage({ id: texts.confirmTitle }),
        subject: <span className="admin-confirm__user">{user.email ? `${user.username} · ${user.email}` : user.username}</span>,
        removes: <RemovalList items={removalItems(intl, user)} />,
        note: (
          <>
            {intl.formatMessage({ id: texts.confirmText })} {intl.formatMessage({ id: 'admin.users.removal.note' })}
          </>
        ),
        // The dialog stays open, busy, until the API answers; a failure is a toast, not a stuck dialog.
        onOk: async () => {
          try {
            await deleteUser({ id: user.id }).unwrap();
            toast.success(intl.formatMessage({ id: texts.deleted }), intl.formatMessage({ id: 'admin.users.deletedText' }, { username: user.username }));
          } catch (error) {
            toast.error(intl.formatMessage({ id: texts.failed }), describeApiFailure(intl, error, texts.failedDefault));
          }
        },
      });
    },
  };
}

/** What an account's deletion removes with it (the database's cascades and the decks module's `user.deleting`). */
function removalItems(intl: IntlShape, user: UserDto): RemovalItem[] {
  const item = (key: string, id: MessageId) => ({ key, text: intl.formatMessage({ id }) });
  return [
    ...(isAdmin(user) ? [item('access', 'admin.admins.removal.access')] : []),
    item('comments', 'admin.users.removal.comments'),
    item('favorites', 'admin.users.removal.favorites'),
    item('decks', 'admin.users.removal.decks'),
    item('reports', 'admin.users.removal.reports'),
  ];
}

function YesNo({ value }: { value: boolean }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: value ? 'common.yes' : 'common.no' });
  return value ? (
    <CheckCircleFilled className="admin-flag admin-flag--yes" role="img" aria-label={label} />
  ) : (
    <CloseCircleFilled className="admin-flag admin-flag--no" role="img" aria-label={label} />
  );
}

function RoleBadge({ user }: { user: UserDto }) {
  return isSuperAdmin(user) ? (
    <Tag color="gold" className="admin-badge">
      <FormattedMessage id="admin.badge.superAdmin" />
    </Tag>
  ) : (
    <Tag color="blue" className="admin-badge">
      <FormattedMessage id="admin.badge.admin" />
    </Tag>
  );
}

function YouMarker({ user, viewer }: { user: UserDto; viewer: UserDto }) {
  if (user.id !== viewer.id) return null;
  return (
    <span className="admin-users__you">
      (<FormattedMessage id="admin.users.you" />)
    </span>
  );
}

function AdminCards({ users, viewer, actions }: { users: UserDto[]; viewer: UserDto; actions: UserActions }) {
  const intl = useIntl();
  return (
    <ul className="admin-cards" aria-label={intl.formatMessage({ id: 'admin.admins.list' })}>
      {users.map((user) => {
        const created = formatDayMonthYear(user.createdAt);
        return (
          <li key={user.id} className="admin-card">
            <div className="admin-card__head">
              <span className="admin-card__avatar" aria-hidden="true">
                {user.username.slice(0, 1).toUpperCase()}
              </span>
              <div className="admin-card__who">
                <h4 className="admin-card__name">
                  {user.username} <YouMarker user={user} viewer={viewer} />
                </h4>
                <p className="admin-card__email">{user.email ?? '—'}</p>
              </div>
              <RoleBadge user={user} />
            </div>
            <div className="admin-card__foot">
              <span className="admin-card__date">{created ? <FormattedMessage id="admin.users.createdOn" values={{ date: created }} /> : '—'}</span>
              {actions.canDelete(user) && (
                <Button
                  danger
                  size="small"
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={intl.formatMessage({ id: 'admin.admins.deleteLabel' }, { username: user.username })}
                  onClick={() => actions.confirmDelete(user)}
                >
                  <FormattedMessage id="admin.admins.delete" />
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function UserTable({ users, viewer, actions, table, data }: { users: UserDto[]; viewer: UserDto; actions: UserActions } & ServerPaging) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const sorted = (key: string) => ({ key, sorter: true, sortOrder: table.sortOrderOf(key), sortDirections: ['ascend' as const, 'descend' as const] });

  const columns: TableColumnsType<UserDto> = [
    { ...sorted('id'), title: t('admin.users.col.id'), dataIndex: 'id', width: 72 },
    {
      ...sorted('username'),
      title: t('admin.users.col.username'),
      render: (_value, user) => (
        <span className="admin-users__username">
          {user.username} <YouMarker user={user} viewer={viewer} />
        </span>
      ),
    },
    { ...sorted('email'), title: t('admin.users.col.email'), render: (_value, user) => user.email || '—' },
    { key: 'admin', title: t('admin.users.col.admin'), align: 'center', render: (_value, user) => <YesNo value={user.isAdmin === 1} /> },
    { key: 'superAdmin', title: t('admin.users.col.superAdmin'), align: 'center', render: (_value, user) => <YesNo value={isSuperAdmin(user)} /> },
    { key: 'verified', title: t('admin.users.col.verified'), align: 'center', render: (_value, user) => <YesNo value={user.isEmailVerified === 1} /> },
    { ...sorted('createdAt'), title: t('admin.users.col.createdAt'), render: (_value, user) => formatDayMonthYear(user.createdAt) ?? '—' },
    { key: 'actions', title: t('admin.users.col.actions'), align: 'center', width: 96, render: (_value, user) => <RowActions user={user} actions={actions} /> },
  ];

  return (
    <AdminTable<UserDto>
      className="admin-users__table"
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={users}
      scroll={{ x: 'max-content' }}
      pagination={table.pagination(data)}
      onChange={table.onChange}
      locale={{ emptyText: intl.formatMessage({ id: 'admin.users.noMatch' }) }}
      aria-label={intl.formatMessage({ id: 'admin.users.table' })}
    />
  );
}

function RowActions({ user, actions }: { user: UserDto; actions: UserActions }) {
  const intl = useIntl();
  const items: NonNullable<MenuProps['items']> = [];
  if (actions.canPromote(user)) {
    items.push({ key: 'promote', icon: <UserAddOutlined />, label: intl.formatMessage({ id: 'admin.users.promote' }), onClick: () => actions.promote(user) });
  }
  if (actions.canDelete(user)) {
    items.push({
      key: 'delete',
      icon: <DeleteOutlined />,
      danger: true,
      label: intl.formatMessage({ id: 'admin.users.delete' }),
      onClick: () => actions.confirmDelete(user),
    });
  }
  if (items.length === 0) return <span className="admin-users__no-actions">—</span>;
  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <Button
        type="text"
        icon={<EllipsisOutlined aria-hidden />}
        aria-label={intl.formatMessage({ id: 'admin.users.actionsFor' }, { username: user.username })}
      />
    </Dropdown>
  );
}

/**
 * What a failed list says: no answer at all; the text of the API's code; else the status with a general
 * text (an answer that is not the API's JSON, from a proxy or a server error page), never "Error: ?".
 */
function describeListFailure(intl: IntlShape, error: unknown): string {
  const failure = readApiFailure(error);
  if (failure.network) return intl.formatMessage({ id: 'admin.users.connectionError' });
  if (failure.code || failure.status === undefined) return describeApiFailure(intl, error, 'admin.users.loadError');
  return intl.formatMessage({ id: 'admin.users.httpError' }, { status: failure.status });
}

type ServerTable = ReturnType<typeof useServerTable<'admin' | 'verified'>>;
interface ServerPaging {
  table: ServerTable;
  data: { page: number; total: number } | undefined;
}

const FLAG_FILTERS = {
  admin: ['admin.users.filter.admins', 'admin.users.filter.notAdmins'],
  verified: ['admin.users.filter.verified', 'admin.users.filter.unverified'],
} as const;

/**
 * The user manager's table: every account, a page at a time, searched (username or e-mail), filtered
 * (admin, verified) and sorted by a column on the server (GET /api/admin/all-users/page, ADR 0074).
 */
function AllUsers({ viewer }: { viewer: UserDto }) {
  const intl = useIntl();
  const table = useServerTable<'admin' | 'verified'>({ defaultSort: '-createdAt', pageSize: 20 });
  const { data, isLoading, isError: failed, isFetching, error, refetch } = useListAllUsersPageQuery(table.args as ListAllUsersPageApiArg);
  const isError = failed && !table.followLastPage(error);
  const users = data?.items ?? NO_USERS;
  // The main admin (never deletable) is the oldest super admin: found among the admins, whatever page is shown.
  const { data: admins } = useListAdminsQuery();
  const actions = useUserActions('all', viewer, admins?.users ?? NO_USERS);

  if (isLoading) {
    return (
      <div className="admin-users__state">
        <Spin size="large" description={intl.formatMessage({ id: 'admin.users.loading' })} />
      </div>
    );
  }
  if (isError) {
    return (
      <ErrorState
        title={intl.formatMessage({ id: 'admin.users.loadError' })}
        description={describeListFailure(intl, error)}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  if (users.length === 0 && !table.narrowed) {
    return (
      <Empty
        className="empty-state"
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <p className="empty-state__title">
            <FormattedMessage id="admin.users.empty" />
          </p>
        }
      />
    );
  }
  const flagSelect = (name: 'admin' | 'verified', label: MessageId, any: MessageId) => (
    <Select<string>
      allowClear
      aria-label={intl.formatMessage({ id: label })}
      placeholder={intl.formatMessage({ id: any })}
      value={table.filters[name]}
      onChange={(value) => table.setFilter(name, value)}
      options={[
        { value: 'true', label: intl.formatMessage({ id: FLAG_FILTERS[name][0] }) },
        { value: 'false', label: intl.formatMessage({ id: FLAG_FILTERS[name][1] }) },
      ]}
      popupMatchSelectWidth={false}
    />
  );

  return (
    <section className="admin-users" aria-labelledby="user-list-all">
      <UsersToolbar
        headingId="user-list-all"
        title={<FormattedMessage id="admin.users.title" values={{ count: data?.total ?? 0 }} />}
        search={{ maxLength: 100, ...table.searchBox }}
      >
        {flagSelect('admin', 'admin.users.filter.admin', 'admin.users.filter.anyRole')}
        {flagSelect('verified', 'admin.users.filter.verification', 'admin.users.filter.anyVerification')}
      </UsersToolbar>
      <UserTable users={users} viewer={viewer} actions={actions} table={table} data={data} />
    </section>
  );
}

/** Both user lists' heading (with its count) and search box, and the list's filters after them. */
function UsersToolbar({
  headingId,
  title,
  search,
  children,
}: {
  headingId: string;
  title: ReactNode;
  search: Pick<InputProps, 'value' | 'onChange' | 'maxLength'>;
  children?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <div className="admin-users__toolbar">
      <h3 id={headingId} className="admin-users__title">
        {title}
      </h3>
      <Input
        className="admin-users__search"
        type="search"
        allowClear
        prefix={<SearchOutlined aria-hidden />}
        placeholder={intl.formatMessage({ id: 'admin.users.search' })}
        aria-label={intl.formatMessage({ id: 'admin.users.search' })}
        {...search}
      />
      {children}
    </div>
  );
}
