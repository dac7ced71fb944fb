import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import type { AdminTabProps } from '../admin-tab';

// A chunk of its own, loaded when the tab is opened; the rich-text editor inside is lazier still.
const ManageNewsTab = lazy(() => import('./ManageNewsTab').then(({ ManageNewsTab }) => ({ default: ManageNewsTab })));

export function LazyManageNewsTab(props: AdminTabProps) {
  const intl = useIntl();
  return (
    <Suspense
      fallback={
        <div className="admin-users__state">
          <Spin size="large" description={intl.formatMessage({ id: 'app.loading' })} />
        </div>
      }
    >
      <ManageNewsTab {...props} />
    </Suspense>
  );
}
