import { LockOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { useIntl } from 'react-intl';

/** What a plain admin sees in a super-admin section (docs/product.md#roles). The API refuses them anyway. */
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
