import { LockOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { useIntl } from 'react-intl';

/** SPEC §6: what a plain admin sees in a super-admin section. The API refuses them anyway. */
export function NoAccess() {
  const intl = useIntl();
  return (
    <div role="alert">
      <Result
        icon={<LockOutlined className="admin-no-access__icon" aria-hidden />}
        title={intl.formatMessage({ id: 'admin.noAccess.title' })}
        subTitle={intl.formatMessage({ id: 'admin.noAccess.text' })}
      />
    </div>
  );
}
