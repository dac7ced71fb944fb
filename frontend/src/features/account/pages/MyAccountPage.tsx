import { AppstoreOutlined, CheckCircleFilled, HeartOutlined, HomeOutlined, LoginOutlined, MailOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Spin, Tabs } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ButtonLink';
import { FavoriteDecks } from '../../../components/FavoriteDecks';
import { useToast } from '../../../components/useToast';
import { describeApiFailure, readApiFailure } from '../../../lib/api-error';
import { formatDayMonthYear } from '../../../lib/date';
import { useCurrentUser, useResendVerificationMutation, type UserDto } from '../../../api/session';
import { MyDecks } from '../components/MyDecks';
import type { ReturnState } from '../return-path';

/** /my-account: logged out goes to /auth; an unverified e-mail must be verified first; then the tabs. */
export default function MyAccountPage() {
  const intl = useIntl();
  const session = useCurrentUser();
  // Logging out here (header) goes home. This page can still be on screen while the home page loads,
  // and must then follow the logout to / rather than send the visitor to the login form.
  const [wasLoggedIn, setWasLoggedIn] = useState(false);
  if (session.status === 'loggedIn' && !wasLoggedIn) setWasLoggedIn(true);

  if (session.status === 'loggedOut') {
    return wasLoggedIn ? <Navigate to="/" replace /> : <Navigate to="/auth" replace state={{ from: '/my-account' } satisfies ReturnState} />;
  }

  return (
    <div className="container page account-page">
      {session.status === 'loading' ? (
        <div className="page-loading">
          <Spin size="large" description={intl.formatMessage({ id: 'account.my.loading' })} />
        </div>
      ) : (
        <>
          <AccountHeader user={session.user} />
          {session.user.isEmailVerified === 1 ? <VerifiedAccount /> : <VerificationRequired />}
        </>
      )}
    </div>
  );
}

function AccountHeader({ user }: { user: UserDto }) {
  const memberSince = formatDayMonthYear(user.createdAt);
  return (
    <header className="account-header">
      <span className="account-header__avatar" aria-hidden="true">
        {user.username.slice(0, 1).toUpperCase()}
      </span>
      <div className="account-header__text">
        <p className="account-header__eyebrow">
          <FormattedMessage id="account.my.title" />
        </p>
        <h1 className="account-header__name">{user.username}</h1>
        <p className="account-header__meta">
          {user.email && (
            <span className="account-header__email">
              <MailOutlined aria-hidden /> {user.email}
              {user.isEmailVerified === 1 && (
                <span className="account-header__verified">
                  <CheckCircleFilled aria-hidden /> <FormattedMessage id="account.my.emailVerified" />
                </span>
              )}
            </span>
          )}
          {memberSince && (
            <span>
              <FormattedMessage id="account.my.memberSince" values={{ date: memberSince }} />
            </span>
          )}
        </p>
      </div>
    </header>
  );
}

/** docs/product.md: 'Verifica necessaria' with links to Home and Login; resending the e-mail is our addition. */
function VerificationRequired() {
  const intl = useIntl();
  const toast = useToast();
  const [resend, { isLoading }] = useResendVerificationMutation();

  const resendMail = async () => {
    try {
      await resend().unwrap();
      toast.success(intl.formatMessage({ id: 'account.my.resend.success' }), intl.formatMessage({ id: 'account.my.resend.successText' }));
    } catch (error) {
      if (readApiFailure(error).code === 'email_already_verified') {
        // The cached user is refreshed (api/session.ts) and the tabs replace this alert.
        toast.info(intl.formatMessage({ id: 'account.my.resend.alreadyVerified' }), describeApiFailure(intl, error, 'account.my.resend.default'));
        return;
      }
      toast.error(intl.formatMessage({ id: 'account.my.resend.failed' }), describeApiFailure(intl, error, 'account.my.resend.default'));
    }
  };

  return (
    <Alert
      className="account-verify-alert"
      type="warning"
      showIcon
      title={intl.formatMessage({ id: 'account.my.verifyNeeded.title' })}
      description={
        <>
          <p className="account-verify-alert__text">
            <FormattedMessage id="account.my.verifyNeeded.text" />
          </p>
          <p className="account-verify-alert__text">
            <FormattedMessage id="account.myDecks.verifyFirst" />
          </p>
          <div className="account-verify-alert__actions">
            <Button type="primary" icon={<MailOutlined aria-hidden />} loading={isLoading} onClick={() => void resendMail()}>
              <FormattedMessage id="account.my.resend" />
            </Button>
            <ButtonLink to="/" icon={<HomeOutlined aria-hidden />}>
              <FormattedMessage id="account.link.home" />
            </ButtonLink>
            <ButtonLink to="/auth" icon={<LoginOutlined aria-hidden />}>
              <FormattedMessage id="account.link.login" />
            </ButtonLink>
          </div>
        </>
      }
    />
  );
}

const ACCOUNT_TABS = ['favorites', 'decks', 'sample'] as const;
type AccountTab = (typeof ACCOUNT_TABS)[number];

/**
 * Verified: favourite decks (or the product empty message with a link to /decks), the player's own decks (issue 34) and
 * the 'Sample' placeholder. The tab is in the address (?tab=decks), so a link opens it.
 */
function VerifiedAccount() {
  const intl = useIntl();
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('tab');
  const tab: AccountTab = ACCOUNT_TABS.includes(asked as AccountTab) ? (asked as AccountTab) : 'favorites';
  return (
    <Tabs
      className="account-tabs"
      activeKey={tab}
      onChange={(key) => setSearchParams(key === 'favorites' ? {} : { tab: key }, { replace: true })}
      items={[
        {
          key: 'favorites',
          label: (
            <span>
              <HeartOutlined aria-hidden /> <FormattedMessage id="account.my.tab.favorites" />
            </span>
          ),
          children: (
            <FavoriteDecks
              empty={
                <Empty
                  className="empty-state"
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={
                    <>
                      <p className="empty-state__title">
                        <FormattedMessage id="account.my.favorites.empty" />
                      </p>
                      <p className="empty-state__text">
                        <FormattedMessage id="account.my.favorites.emptyText" />
                      </p>
                    </>
                  }
                >
                  <ButtonLink to="/decks" type="primary">
                    <FormattedMessage id="account.my.favorites.browse" />
                  </ButtonLink>
                </Empty>
              }
            />
          ),
        },
        {
          key: 'decks',
          label: (
            <span>
              <AppstoreOutlined aria-hidden /> <FormattedMessage id="account.my.tab.decks" />
            </span>
          ),
          children: <MyDecks />,
        },
        {
          key: 'sample',
          label: (
            <span>
              <UserOutlined aria-hidden /> {intl.formatMessage({ id: 'account.my.tab.sample' })}
            </span>
          ),
          children: (
            <p className="account-tabs__placeholder">
              <FormattedMessage id="account.my.sample.text" />
            </p>
          ),
        },
      ]}
    />
  );
}
