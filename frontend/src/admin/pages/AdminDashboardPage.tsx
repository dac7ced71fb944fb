import { LogoutOutlined, ToolOutlined, UserAddOutlined } from '@ant-design/icons';
import { Button, Empty, Spin, Tag } from 'antd';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ErrorState } from '../../components/ErrorState';
import { useToast } from '../../components/useToast';
import { describeApiFailure } from '../../lib/api-error';
import { ADMIN_TABS } from '../admin-tabs';
import { useAdminLogoutMutation, useGetAdminAuthQuery, type UserDto } from '../api';
import { AdminSectionNav, sectionTabId } from '../components/AdminSectionNav';
import { DashboardCounters } from '../components/DashboardCounters';
import { NewAdminDialog } from '../components/NewAdminDialog';
import { hasUnsavedChanges, useConfirmDiscard } from '../components/unsaved-changes';
import { isSuperAdmin } from '../roles';

/** /admin: only for a logged-in admin (the API checks every call as well); others go to /admin-login. */
export default function AdminDashboardPage() {
  const intl = useIntl();
  const { data: auth, isLoading, isError, isFetching, refetch } = useGetAdminAuthQuery();

  if (isLoading) {
    return (
      <div className="container page page-loading">
        <Spin size="large" description={intl.formatMessage({ id: 'admin.dashboard.checking' })} />
      </div>
    );
  }
  if (isError && !auth) {
    return (
      <div className="container page">
        <ErrorState title={intl.formatMessage({ id: 'admin.dashboard.authError' })} onRetry={() => void refetch()} retrying={isFetching} />
      </div>
    );
  }
  if (!auth?.isAuthenticated || !auth.user) return <Navigate to="/admin-login" replace />;
  return <Dashboard admin={auth.user} />;
}

function Dashboard({ admin }: { admin: UserDto }) {
  const superAdmin = isSuperAdmin(admin);
  const [newAdminOpen, setNewAdminOpen] = useState(false);
  const { logOut, loggingOut } = useAdminLogout();

  return (
    <div className="container page admin-dashboard">
      <header className="admin-header">
        <div>
          <h1 className="admin-header__title">
            <FormattedMessage id="admin.dashboard.title" />
          </h1>
          <p className="admin-header__user">
            <FormattedMessage id="admin.dashboard.loggedInAs" values={{ username: <strong>{admin.username}</strong> }} />{' '}
            <Tag color={superAdmin ? 'gold' : 'blue'} className="admin-header__role">
              <FormattedMessage id={superAdmin ? 'admin.role.superAdmin' : 'admin.role.admin'} />
            </Tag>
          </p>
        </div>
        <div className="admin-header__actions">
          {superAdmin && (
            <Button type="primary" icon={<UserAddOutlined aria-hidden />} onClick={() => setNewAdminOpen(true)}>
              <FormattedMessage id="admin.dashboard.newAdmin" />
            </Button>
          )}
          <Button icon={<LogoutOutlined aria-hidden />} loading={loggingOut} onClick={logOut}>
            <FormattedMessage id="admin.dashboard.logout" />
          </Button>
        </div>
      </header>

      <DashboardCounters />
      <AdminSections viewer={admin} />
      {superAdmin && <NewAdminDialog open={newAdminOpen} onClose={() => setNewAdminOpen(false)} />}
    </div>
  );
}

/**
 * The sections: a grouped menu that shows every one (components/AdminSectionNav) and the open one
 * beside or under it. The open section is `?tab=`, so it can be linked and survives a reload. A section
 * the admin may not see is still shown when asked for by address: it explains itself (no access).
 * Another section replaces the open one (unmounted), so unsaved work there is asked about first.
 */
function AdminSections({ viewer }: { viewer: UserDto }) {
  const intl = useIntl();
  const [searchParams, setSearchParams] = useSearchParams();
  const confirmDiscard = useConfirmDiscard();
  const sections = useRef<HTMLElement>(null);
  const visible = ADMIN_TABS.filter((tab) => !tab.superAdminOnly || isSuperAdmin(viewer));
  const requested = ADMIN_TABS.find((tab) => tab.key === searchParams.get('tab'));

  if (visible.length === 0 && !requested) {
    return (
      <Empty
        className="empty-state admin-sections__empty"
        image={<ToolOutlined className="admin-sections__empty-icon" aria-hidden />}
        description={
          <>
            <p className="empty-state__title">
              <FormattedMessage id="admin.noTools.title" />
            </p>
            <p className="empty-state__text">
              <FormattedMessage id="admin.noTools.text" />
            </p>
          </>
        }
      />
    );
  }

  const listed = requested && !visible.includes(requested) ? [requested] : visible;
  const active = requested ?? visible[0]!;
  const select = (key: string) => {
    if (key === active.key) return;
    const open = () => {
      setSearchParams({ tab: key }, { replace: true });
      // The new section starts at its top, not where a long one (the builder) left the page.
      const top = sections.current?.getBoundingClientRect().top ?? 0;
      if (top < 0) sections.current?.scrollIntoView?.({ block: 'start' });
    };
    if (hasUnsavedChanges()) confirmDiscard(open);
    else open();
  };
  return (
    <section ref={sections} className="admin-sections admin-sections--nav" aria-label={intl.formatMessage({ id: 'admin.dashboard.title' })}>
      <AdminSectionNav tabs={listed} active={active.key} panelId={SECTION_PANEL_ID} onSelect={select} />
      <div role="tabpanel" id={SECTION_PANEL_ID} aria-labelledby={sectionTabId(active.key)} className="admin-sections__panel" tabIndex={0}>
        <active.Component key={active.key} viewer={viewer} />
      </div>
    </section>
  );
}

const SECTION_PANEL_ID = 'admin-section-panel';

/** Logout returns to /admin-login with the same toasts as the site's logout (docs/product.md#messages). */
function useAdminLogout() {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const [adminLogout, { isLoading }] = useAdminLogoutMutation();

  const logOut = () => {
    adminLogout()
      .unwrap()
      .then(
        () => {
          toast.success(intl.formatMessage({ id: 'session.logoutSuccess.title' }), intl.formatMessage({ id: 'session.logoutSuccess.description' }));
          void navigate('/admin-login', { replace: true });
        },
        (error: unknown) => {
          toast.error(intl.formatMessage({ id: 'session.logoutFailed.title' }), describeApiFailure(intl, error, 'session.logoutFailed.default'));
        },
      );
  };
  return { logOut, loggingOut: isLoading };
}
