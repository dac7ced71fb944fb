import { LockOutlined, LoginOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useToast } from '../../../components/useToast';
import { describeApiFailure } from '../../../lib/api-error';
import { useLoginMutation } from '../../../api/session';

interface LoginValues {
  username: string;
  password: string;
}

/** User login (docs/product.md#form-validation): username and password, each required. Success is shown by the page redirecting. */
export function LoginForm({ onSwitchToRegister, username }: { onSwitchToRegister: () => void; username?: string }) {
  const intl = useIntl();
  const toast = useToast();
  const [login, { isLoading }] = useLoginMutation();

  const submit = async ({ username, password }: LoginValues) => {
    try {
      const user = await login({ loginDto: { username: username.trim(), password } }).unwrap();
      toast.success(intl.formatMessage({ id: 'session.loginSuccess.title' }), intl.formatMessage({ id: 'session.welcome' }, { username: user.username }));
    } catch (error) {
      toast.error(intl.formatMessage({ id: 'session.loginFailed.title' }), describeApiFailure(intl, error, 'session.loginFailed.default'));
    }
  };

  return (
    <Form<LoginValues> name="login" layout="vertical" requiredMark={false} onFinish={submit} disabled={isLoading} initialValues={{ username }}>
      <Form.Item
        name="username"
        label={intl.formatMessage({ id: 'account.field.username' })}
        rules={[{ required: true, whitespace: true, message: intl.formatMessage({ id: 'account.validation.usernameRequired' }) }]}
      >
        <Input size="large" prefix={<UserOutlined aria-hidden />} autoComplete="username" />
      </Form.Item>
      <Form.Item
        name="password"
        label={intl.formatMessage({ id: 'account.field.password' })}
        rules={[{ required: true, message: intl.formatMessage({ id: 'account.validation.passwordRequired' }) }]}
      >
        <Input.Password size="large" prefix={<LockOutlined aria-hidden />} autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={isLoading} icon={<LoginOutlined aria-hidden />}>
        <FormattedMessage id="account.login.submit" />
      </Button>
      <p className="auth-form__switch">
        <FormattedMessage id="account.login.noAccount" />{' '}
        <Button type="link" className="auth-form__switch-button" onClick={onSwitchToRegister}>
          <FormattedMessage id="account.login.toRegister" />
        </Button>
      </p>
    </Form>
  );
}
