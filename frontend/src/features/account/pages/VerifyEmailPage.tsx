import { CheckCircleFilled, CloseCircleFilled, HomeOutlined, LoginOutlined, MailOutlined, SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input, Spin } from 'antd';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ButtonLink';
import { useToast } from '../../../components/useToast';
import { describeApiFailure, readApiFailure } from '../../../lib/api-error';
import { useCurrentUser, useLazyVerifyEmailQuery } from '../../../api/session';
import { tokenFromInput } from '../verification-token';

/** Idle, loading, success or error (docs/product.md#verify-e-mail); it starts by itself when the link carries a token. */
type Verification = { status: 'idle' } | { status: 'loading' } | { status: 'success' } | { status: 'error'; message: string };

export default function VerifyEmailPage() {
  const intl = useIntl();
  const toast = useToast();
  const [searchParams] = useSearchParams();
  const linkToken = searchParams.get('token');
  const [verify] = useLazyVerifyEmailQuery();
  const [state, setState] = useState<Verification>(() =>
    linkToken === null
      ? { status: 'idle' }
      : linkToken.trim() === ''
        ? { status: 'error', message: intl.formatMessage({ id: 'account.verify.tokenMissing' }) }
        : { status: 'loading' },
  );

  const run = useCallback(
    async (token: string) => {
      setState({ status: 'loading' });
      try {
        await verify({ token }).unwrap();
        setState({ status: 'success' });
        toast.success(intl.formatMessage({ id: 'account.verify.toast.success' }), intl.formatMessage({ id: 'account.verify.toast.successText' }));
      } catch (error) {
        if (readApiFailure(error).network) {
          setState({ status: 'error', message: intl.formatMessage({ id: 'account.verify.network' }) });
          toast.error(intl.formatMessage({ id: 'account.verify.toast.error' }), intl.formatMessage({ id: 'account.verify.networkText' }));
          return;
        }
        const message = describeApiFailure(intl, error, 'account.verify.toast.errorDefault');
        setState({ status: 'error', message });
        toast.error(intl.formatMessage({ id: 'account.verify.toast.error' }), message);
      }
    },
    [intl, toast, verify],
  );

  // Once per token: React's development double effects (and re-renders) must not spend it twice.
  const startedFor = useRef<string | null>(null);
  useEffect(() => {
    const token = linkToken?.trim();
    if (!token || startedFor.current === token) return;
    startedFor.current = token;
    void run(token);
  }, [linkToken, run]);

  return (
    <div className="container page verify-page">
      <section className="status-panel" aria-labelledby="verify-title" aria-busy={state.status === 'loading'}>
        <StatusIcon state={state} />
        <h1 id="verify-title" className="status-panel__title">
          <FormattedMessage
            id={state.status === 'success' ? 'account.verify.success.title' : state.status === 'error' ? 'account.verify.error.title' : 'account.verify.title'}
          />
        </h1>

        {state.status === 'loading' && (
          <p className="status-panel__text" role="status">
            <FormattedMessage id="account.verify.loading" />
          </p>
        )}
        {state.status === 'success' && (
          <p className="status-panel__text" role="status">
            <FormattedMessage id="account.verify.success.text" />
          </p>
        )}
        {state.status === 'error' && (
          <div className="status-panel__text" role="alert">
            <p className="status-panel__error">{state.message}</p>
            <p>
              <FormattedMessage id="account.verify.error.hint" />
            </p>
          </div>
        )}
        {state.status === 'idle' && (
          <p className="status-panel__text">
            <FormattedMessage id="account.verify.idle.text" />
          </p>
        )}

        {(state.status === 'idle' || state.status === 'error') && <ManualTokenForm onSubmit={(token) => void run(token)} />}

        <VerifyLinks />
      </section>
    </div>
  );
}

function StatusIcon({ state }: { state: Verification }): ReactNode {
  switch (state.status) {
    case 'loading':
      return <Spin size="large" className="status-panel__icon" />;
    case 'success':
      return <CheckCircleFilled className="status-panel__icon status-panel__icon--success" aria-hidden />;
    case 'error':
      return <CloseCircleFilled className="status-panel__icon status-panel__icon--error" aria-hidden />;
    default:
      return <MailOutlined className="status-panel__icon" aria-hidden />;
  }
}

function ManualTokenForm({ onSubmit }: { onSubmit: (token: string) => void }) {
  const intl = useIntl();
  return (
    <Form<{ token: string }>
      name="verify-token"
      layout="vertical"
      requiredMark={false}
      className="verify-page__form"
      onFinish={({ token }) => onSubmit(tokenFromInput(token))}
    >
      <Form.Item
        name="token"
        label={intl.formatMessage({ id: 'account.verify.token.label' })}
        rules={[
          {
            validator: (_rule, value: string | undefined) =>
              tokenFromInput(value ?? '') ? Promise.resolve() : Promise.reject(new Error(intl.formatMessage({ id: 'account.verify.tokenMissing' }))),
          },
        ]}
      >
        <Input size="large" autoComplete="off" spellCheck={false} />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block icon={<SafetyCertificateOutlined aria-hidden />}>
        <FormattedMessage id="account.verify.submit" />
      </Button>
    </Form>
  );
}

/** Home and Login (docs/product.md); a visitor who is already logged in gets their account instead of the login form. */
function VerifyLinks() {
  const session = useCurrentUser();
  return (
    <div className="status-panel__actions">
      <ButtonLink to="/" icon={<HomeOutlined aria-hidden />}>
        <FormattedMessage id="account.link.home" />
      </ButtonLink>
      {session.status === 'loggedIn' ? (
        <ButtonLink to="/my-account" type="primary" icon={<UserOutlined aria-hidden />}>
          <FormattedMessage id="account.link.myAccount" />
        </ButtonLink>
      ) : (
        <ButtonLink to="/auth" type="primary" icon={<LoginOutlined aria-hidden />}>
          <FormattedMessage id="account.link.login" />
        </ButtonLink>
      )}
    </div>
  );
}
