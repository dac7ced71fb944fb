import { LockOutlined, LoginOutlined, MailOutlined, UserAddOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { useToast } from '../../../components/useToast';
import { selectLanguage } from '../../../i18n/language';
import type { MessageId } from '../../../i18n/messages';
import { describeApiFailure, readApiFailure } from '../../../lib/api-error';
import { useRegisterMutation } from '../../../api/session';

interface RegisterValues {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** Server conflicts belong to a field: the message is shown under it as well as in the toast. */
const CONFLICT_FIELDS: Record<string, keyof RegisterValues> = { username_taken: 'username' };

/**
 * Registration (docs/product.md#form-validation). The confirmation is checked here and never sent; the e-mail goes out in the
 * language the site is shown in. The answer is the same whether the address is new or already has
 * an account (ADR 0020): no session, "check your inbox", and the mail says what comes next.
 */
export function RegisterForm({ onLogin }: { onLogin: (username: string) => void }) {
  const intl = useIntl();
  const toast = useToast();
  const language = useAppSelector(selectLanguage);
  const [form] = Form.useForm<RegisterValues>();
  const [register, { isLoading }] = useRegisterMutation();
  const [sent, setSent] = useState<{ username: string; email: string }>();
  const t = (id: MessageId) => intl.formatMessage({ id });

  const submit = async ({ username, email, password }: RegisterValues) => {
    try {
      await register({ registerDto: { username: username.trim(), email: email.trim(), password, language } }).unwrap();
      toast.success(t('session.registerSuccess.title'), t('session.registerSuccess.description'));
      setSent({ username: username.trim(), email: email.trim() });
    } catch (error) {
      const message = describeApiFailure(intl, error, 'session.registerFailed.default');
      const field = CONFLICT_FIELDS[readApiFailure(error).code ?? ''];
      if (field) form.setFields([{ name: field, errors: [message] }]);
      toast.error(t('session.registerFailed.title'), message);
    }
  };

  if (sent) {
    return (
      <Result
        className="auth-form__sent"
        icon={<MailOutlined aria-hidden />}
        title={<h2 className="auth-form__sent-title">{t('account.register.sent.title')}</h2>}
        subTitle={<FormattedMessage id="account.register.sent.text" values={{ email: <strong>{sent.email}</strong> }} />}
        extra={
          <Button type="primary" size="large" icon={<LoginOutlined aria-hidden />} onClick={() => onLogin(sent.username)}>
            <FormattedMessage id="account.register.sent.login" />
          </Button>
        }
      />
    );
  }

  return (
    <Form<RegisterValues> form={form} name="register" layout="vertical" requiredMark={false} onFinish={submit} disabled={isLoading}>
      <Form.Item
        name="username"
        label={t('account.field.username')}
        extra={t('account.register.usernameHint')}
        validateFirst
        rules={[
          { required: true, whitespace: true, message: t('account.validation.usernameMin') },
          { min: 3, transform: (value: string) => value?.trim(), message: t('account.validation.usernameMin') },
          { max: 30, transform: (value: string) => value?.trim(), message: t('account.validation.usernameMax') },
          { pattern: /^\s*[A-Za-z0-9_.-]*\s*$/, message: t('account.validation.usernameChars') },
        ]}
      >
        <Input size="large" prefix={<UserOutlined aria-hidden />} autoComplete="username" />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('account.field.email')}
        extra={t('account.register.emailHint')}
        validateFirst
        rules={[
          { required: true, whitespace: true, message: t('account.validation.emailInvalid') },
          { type: 'email', transform: (value: string) => value?.trim(), message: t('account.validation.emailInvalid') },
        ]}
      >
        <Input size="large" type="email" prefix={<MailOutlined aria-hidden />} autoComplete="email" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('account.field.password')}
        extra={t('account.register.passwordHint')}
        validateFirst
        rules={[
          { required: true, message: t('account.validation.passwordMin') },
          { min: 6, message: t('account.validation.passwordMin') },
        ]}
      >
        <Input.Password size="large" prefix={<LockOutlined aria-hidden />} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('account.field.confirmPassword')}
        dependencies={['password']}
        validateFirst
        rules={[
          { required: true, message: t('account.validation.confirmRequired') },
          ({ getFieldValue }) => ({
            validator: (_rule, value) =>
              value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t('account.validation.passwordsDiffer'))),
          }),
        ]}
      >
        <Input.Password size="large" prefix={<LockOutlined aria-hidden />} autoComplete="new-password" />
      </Form.Item>
      <p className="auth-form__terms">
        <FormattedMessage id="account.register.terms" values={{ link: (text) => <Link to="/privacy">{text}</Link> }} />
      </p>
      <Button type="primary" htmlType="submit" size="large" block loading={isLoading} icon={<UserAddOutlined aria-hidden />}>
        <FormattedMessage id="account.register.submit" />
      </Button>
    </Form>
  );
}
