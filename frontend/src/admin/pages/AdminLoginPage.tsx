import { ArrowLeftOutlined, LockOutlined, SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate } from 'react-router';
import { useToast } from '../../components/useToast';
import { describeApiFailure } from '../../lib/api-error';
import { useAdminLoginMutation, useGetAdminAuthQuery } from '../api';

interface AdminLoginValues {
  username?: string;
  password?: string;
}

/** /admin-login: both fields required (a toast says so), 'Accedi' shows it is busy; an admin goes on to /admin. */
export default function AdminLoginPage() {
  const intl = useIntl();
  const toast = useToast();
  const { data: auth } = useGetAdminAuthQuery();
  const [adminLogin, { isLoading }] = useAdminLoginMutation();

  if (auth?.isAuthenticated) return <Navigate to="/admin" replace />;

  const submit = async ({ username = '', password = '' }: AdminLoginValues) => {
    if (!username.trim() || !password) {
      toast.error(intl.formatMessage({ id: 'admin.login.missing.title' }), intl.formatMessage({ id: 'admin.login.missing.text' }));
      return;
    }
    try {
      // The session cache now says "admin": this page re-renders into the redirect to /admin.
      const { user } = await adminLogin({ loginDto: { username: username.trim(), password } }).unwrap();
      toast.success(intl.formatMessage({ id: 'session.loginSuccess.title' }), intl.formatMessage({ id: 'session.welcome' }, { username: user.username }));
    } catch (error) {
      toast.error(intl.formatMessage({ id: 'admin.login.failed.title' }), describeApiFailure(intl, error, 'session.loginFailed.default'));
    }
  };

  return (
    <div className="container page admin-login">
      <section className="admin-login__panel" aria-labelledby="admin-login-title">
        <span className="admin-login__icon" aria-hidden="true">
          <SafetyCertificateOutlined />
        </span>
        <h1 id="admin-login-title" className="admin-login__title">
          <FormattedMessage id="admin.login.title" />
        </h1>
        <p className="admin-login__note">
          <FormattedMessage id="admin.login.note" />
        </p>
        <Form<AdminLoginValues> name="admin-login" layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)}>
          <Form.Item name="username" label={intl.formatMessage({ id: 'admin.login.username' })}>
            <Input size="large" prefix={<UserOutlined aria-hidden />} autoComplete="username" disabled={isLoading} />
          </Form.Item>
          <Form.Item name="password" label={intl.formatMessage({ id: 'admin.login.password' })}>
            <Input.Password size="large" prefix={<LockOutlined aria-hidden />} autoComplete="current-password" disabled={isLoading} />
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" block loading={isLoading}>
            <FormattedMessage id="admin.login.submit" />
          </Button>
        </Form>
        <Link to="/" className="admin-login__back">
          <ArrowLeftOutlined aria-hidden /> <FormattedMessage id="admin.login.backToSite" />
        </Link>
      </section>
    </div>
  );
}
