import { useIntl } from 'react-intl';
import { useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction } from 'react-router';
import { loadAdminArea } from '../admin/load-admin-area';
import { pageHead, storeContext } from '../app/route-data';
import { Spinner } from '../components/Spinner';
import { selectLanguage } from '../i18n/language';

const isLogin = (pathname: string) => /\/admin-login\/?$/.test(pathname);

/** The back office (/admin and /admin-login) is rendered in the browser only: the server sends the layout with a loading state. */
export async function clientLoader({ context, request }: ClientLoaderFunctionArgs) {
  const area = await loadAdminArea(selectLanguage(context.get(storeContext).getState()));
  return { Page: isLogin(new URL(request.url).pathname) ? area.AdminLoginPage : area.AdminDashboardPage };
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

export const meta: MetaFunction = (args) =>
  pageHead(args, { titleId: isLogin(args.location.pathname) ? 'meta.title.adminLogin' : 'meta.title.adminDashboard', noindex: true });

export default function AdminRoute() {
  const { Page } = useLoaderData<typeof clientLoader>();
  return <Page />;
}
