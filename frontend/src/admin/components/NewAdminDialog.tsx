import { LockOutlined, MailOutlined, UserOutlined } from '@ant-design/icons';
import { Form, Input, Modal } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useToast } from '../../components/useToast';
import { describeApiFailure } from '../../lib/api-error';
import { useCreateAdminMutation } from '../api';
import { useUnsavedChanges } from './unsaved-changes';

interface NewAdminValues {
  username: string;
  email: string;
  password: string;
}

/**
 * New admin (docs/product.md#admins-and-users): username, e-mail and password; 'create' stays disabled while one is empty or while
 * creating; on success the fields clear and the dialog closes. The server checks lengths and e-mail. Closing
 * with something typed asks first (ADR 0073).
 */
export function NewAdminDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const [form] = Form.useForm<NewAdminValues>();
  const values = Form.useWatch([], form) as Partial<NewAdminValues> | undefined;
  const [createAdmin, { isLoading }] = useCreateAdminMutation();
  const complete = Boolean(values?.username?.trim() && values?.email?.trim() && values?.password);
  // Esc, × and Cancel ask before typed work is thrown away; thrown away, nothing of it (the password) stays in the form.
  const { confirmDiscard } = useUnsavedChanges(Boolean(values?.username || values?.email || values?.password));
  const cancel = () =>
    confirmDiscard(() => {
      form.resetFields();
      onClose();
    });

  const create = async () => {
    const { username, email, password } = form.getFieldsValue();
    try {
      const { user } = await createAdmin({ createAdminDto: { username: username.trim(), email: email.trim(), password } }).unwrap();
      toast.success(
        intl.formatMessage({ id: 'admin.newAdmin.success' }),
        intl.formatMessage({ id: 'admin.newAdmin.successText' }, { username: user.username }),
      );
      form.resetFields();
      onClose();
    } catch (error) {
      toast.error(intl.formatMessage({ id: 'admin.newAdmin.failed' }), describeApiFailure(intl, error, 'admin.newAdmin.failedDefault'));
    }
  };

  return (
    <Modal
      open={open}
      title={intl.formatMessage({ id: 'admin.newAdmin.title' })}
      okText={intl.formatMessage({ id: 'admin.newAdmin.create' })}
      cancelText={intl.formatMessage({ id: 'common.cancel' })}
      okButtonProps={{ disabled: !complete || isLoading }}
      confirmLoading={isLoading}
      onOk={() => void create()}
      onCancel={cancel}
      forceRender
    >
      <p className="admin-dialog__intro">
        <FormattedMessage id="admin.newAdmin.intro" />
      </p>
      <Form<NewAdminValues> form={form} name="new-admin" layout="vertical" requiredMark={false} disabled={isLoading}>
        <Form.Item name="username" label={intl.formatMessage({ id: 'admin.newAdmin.username' })}>
          <Input prefix={<UserOutlined aria-hidden />} autoComplete="off" />
        </Form.Item>
        <Form.Item name="email" label={intl.formatMessage({ id: 'admin.newAdmin.email' })}>
          <Input type="email" prefix={<MailOutlined aria-hidden />} autoComplete="off" />
        </Form.Item>
        <Form.Item name="password" label={intl.formatMessage({ id: 'admin.newAdmin.password' })}>
          <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
