import { Tabs } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../api/session';
import { AuthBenefits } from '../components/AuthBenefits';
import { LoginForm } from '../components/LoginForm';
import { RegisterForm } from '../components/RegisterForm';
import { returnPath } from '../return-path';

type AuthTab = 'login' | 'register';

/** /auth: login and register tabs; ?tab=register opens the second. A logged-in visitor is sent on. */
export default function AuthPage() {
  const intl = useIntl();
  const session = useCurrentUser();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: AuthTab = searchParams.get('tab') === 'register' ? 'register' : 'login';
  // The name just registered, for the login form that comes next.
  const [registered, setRegistered] = useState<string>();

  // Back where the login was asked for (the account page), else home (docs/product.md: a logged-in user goes to /).
  if (session.status === 'loggedIn') return <Navigate to={returnPath(location.state, searchParams)} replace />;

  const showTab = (next: AuthTab) =>
    setSearchParams(
      (params) => {
        if (next === 'register') params.set('tab', 'register');
        else params.delete('tab');
        return params;
      },
      { replace: true, state: location.state },
    );

  return (
    <div className="container page auth-page">
      <div className="auth-page__grid">
        <section className="auth-panel">
          <h1 className="auth-panel__title">
            <FormattedMessage id="account.auth.title" />
          </h1>
          <p className="auth-panel__subtitle">
            <FormattedMessage id="account.auth.subtitle" />
          </p>
          <Tabs
            activeKey={tab}
            onChange={(key) => showTab(key as AuthTab)}
            items={[
              {
                key: 'login',
                label: intl.formatMessage({ id: 'account.auth.tab.login' }),
                // Keyed by the registered name: a fresh form starts with it filled in.
                children: <LoginForm key={registered} username={registered} onSwitchToRegister={() => showTab('register')} />,
              },
              {
                key: 'register',
                label: intl.formatMessage({ id: 'account.auth.tab.register' }),
                children: (
                  <RegisterForm
                    onLogin={(username) => {
                      setRegistered(username);
                      showTab('login');
                    }}
                  />
                ),
              },
            ]}
          />
        </section>
        <AuthBenefits />
      </div>
    </div>
  );
}
