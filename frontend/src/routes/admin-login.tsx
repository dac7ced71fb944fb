import { useIntl } from 'react-intl';
import { useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction } from 'react-router';
import { loadAdminArea } from '../admin/load-admin-area';
import { pageHead, storeContext } from '../app/route-data';
import { Spinner } from '../components/Spinner';
import { selectLanguage } from '../i18n/language';

/** The back office is drawn in the browser only: the server sends the layout with a loading state. */
export async function clientLoader({ context }: ClientLoaderFunctionArgs) {
  const { AdminLoginPage } = await loadAdminArea(selectLanguage(context.get(storeContext).getState()));
  return { Page: AdminLoginPage };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  const intl = useIntl();
  return (
    <div className="page-loading" role="status">
      <Spinner size="large" label={intl.formatMessage({ id: 'app.loading' })} />
    </div>
  );
}

export const meta: MetaFunction = (args) => pageHead(args, { titleId: 'meta.title.adminLogin', noindex: true });

export default function AdminRoute() {
  const { Page } = useLoaderData<typeof clientLoader>();
  return <Page />;
}
