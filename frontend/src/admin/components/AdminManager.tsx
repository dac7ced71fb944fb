import { CloudDownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch } from '../../app/hooks';
import type { AdminTabProps } from '../admin-tab';
import { adminApi } from '../api';
import { isSuperAdmin } from '../roles';
import { NoAccess } from './NoAccess';
import { UserList } from './UserList';

/** Admin manager (docs/product.md#admins-and-users): 'Carica Amministratori' loads the admins (and reloads them when pressed again). */
export function AdminManager({ viewer }: AdminTabProps) {
  const dispatch = useAppDispatch();
  const [loaded, setLoaded] = useState(false);

  if (!isSuperAdmin(viewer)) return <NoAccess />;

  const load = () => {
    if (loaded) dispatch(adminApi.util.invalidateTags(['AdminUsers']));
    else setLoaded(true);
  };

  return (
    <div className="admin-section">
      <div className="admin-section__header">
        <div>
          <h2 className="admin-section__title">
            <FormattedMessage id="admin.admins.title" />
          </h2>
          <p className="admin-section__intro">
            <FormattedMessage id="admin.admins.intro" />
          </p>
        </div>
        <Button type="primary" icon={<CloudDownloadOutlined aria-hidden />} onClick={load}>
          <FormattedMessage id="admin.admins.load" />
        </Button>
      </div>
      {loaded && <UserList mode="admins" viewer={viewer} />}
    </div>
  );
}
