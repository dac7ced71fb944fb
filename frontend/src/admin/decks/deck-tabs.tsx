import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import type { AdminTabProps } from '../admin-tab';

// The deck tabs are chunks of their own, loaded when one is opened: the dashboard stays light, and
// the rich-text editor inside the builder is lazier still (components/LazyRichTextEditor).
const DeckBuilderTab = lazy(() => import('./DeckBuilderTab').then(({ DeckBuilderTab }) => ({ default: DeckBuilderTab })));
const ManageDecksTab = lazy(() => import('./ManageDecksTab').then(({ ManageDecksTab }) => ({ default: ManageDecksTab })));

function TabLoading() {
  const intl = useIntl();
  return (
    <div className="admin-users__state">
      <Spin size="large" description={intl.formatMessage({ id: 'app.loading' })} />
    </div>
  );
}

export function LazyDeckBuilderTab(props: AdminTabProps) {
  return (
    <Suspense fallback={<TabLoading />}>
      <DeckBuilderTab {...props} />
    </Suspense>
  );
}

export function LazyManageDecksTab(props: AdminTabProps) {
  return (
    <Suspense fallback={<TabLoading />}>
      <ManageDecksTab {...props} />
    </Suspense>
  );
}
