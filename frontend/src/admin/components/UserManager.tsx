import { FormattedMessage } from 'react-intl';
import type { AdminTabProps } from '../admin-tab';
import { isSuperAdmin } from '../roles';
import { NoAccess } from './NoAccess';
import { UserList } from './UserList';

/** User manager (docs/product.md#admins-and-users): every account, for super admins only (the list is not even requested otherwise). */
export function UserManager({ viewer }: AdminTabProps) {
  if (!isSuperAdmin(viewer)) return <NoAccess />;
  return (
    <div className="admin-section">
      <h2 className="admin-section__title">
        <FormattedMessage id="admin.tab.userManager" />
      </h2>
      <UserList mode="all" viewer={viewer} />
    </div>
  );
}
