import { CheckCircleFilled, CloseCircleFilled, HomeOutlined, LoginOutlined, UnlockOutlined } from '@ant-design/icons';
import { Button, Spin } from 'antd';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ButtonLink';
import { describeApiFailure, readApiFailure } from '../../../lib/api-error';
import { useUnlockAccountMutation } from '../../../api/session';

type Unlock = { status: 'idle' } | { status: 'loading' } | { status: 'success' } | { status: 'error'; message: string };

/**
 * The page the lock mail links to (ADR 0053). It posts the token only on a click, so a mail scanner
 * that opens the link cannot spend it.
 */
export default function UnlockAccountPage() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const [unlockAccount] = useUnlockAccountMutation();
  const [state, setState] = useState<Unlock>(() =>
    token ? { status: 'idle' } : { status: 'error', message: intl.formatMessage({ id: 'account.unlock.tokenMissing' }) },
  );

  async function run() {
    setState({ status: 'loading' });
    try {
      await unlockAccount({ unlockAccountDto: { token } }).unwrap();
      setState({ status: 'success' });
    } catch (error) {
      const message = readApiFailure(error).network
        ? intl.formatMessage({ id: 'account.unlock.network' })
        : describeApiFailure(intl, error, 'account.unlock.errorDefault');
      setState({ status: 'error', message });
    }
  }

  return (
    <div className="container page verify-page">
      <section className="status-panel" aria-labelledby="unlock-title" aria-busy={state.status === 'loading'}>
        <StatusIcon state={state} />
        <h1 id="unlock-title" className="status-panel__title">
          <FormattedMessage
            id={state.status === 'success' ? 'account.unlock.success.title' : state.status === 'error' ? 'account.unlock.error.title' : 'account.unlock.title'}
          />
        </h1>
        {state.status === 'success' && (
          <p className="status-panel__text" role="status">
            <FormattedMessage id="account.unlock.success.text" />
          </p>
        )}
        {state.status === 'error' && (
          <div className="status-panel__text" role="alert">
            <p className="status-panel__error">{state.message}</p>
            <p>
              <FormattedMessage id="account.unlock.error.hint" />
            </p>
          </div>
        )}
        {(state.status === 'idle' || state.status === 'loading') && (
          <>
            <p className="status-panel__text">
              <FormattedMessage id="account.unlock.idle.text" />
            </p>
            <Button type="primary" size="large" block icon={<UnlockOutlined aria-hidden />} loading={state.status === 'loading'} onClick={() => void run()}>
              <FormattedMessage id="account.unlock.submit" />
            </Button>
          </>
        )}
        <div className="status-panel__actions">
          <ButtonLink to="/" icon={<HomeOutlined aria-hidden />}>
            <FormattedMessage id="account.link.home" />
          </ButtonLink>
          <ButtonLink to="/auth" type="primary" icon={<LoginOutlined aria-hidden />}>
            <FormattedMessage id="account.link.login" />
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}

function StatusIcon({ state }: { state: Unlock }): ReactNode {
  switch (state.status) {
    case 'loading':
      return <Spin size="large" className="status-panel__icon" />;
    case 'success':
      return <CheckCircleFilled className="status-panel__icon status-panel__icon--success" aria-hidden />;
    case 'error':
      return <CloseCircleFilled className="status-panel__icon status-panel__icon--error" aria-hidden />;
    default:
      return <UnlockOutlined className="status-panel__icon" aria-hidden />;
  }
}
