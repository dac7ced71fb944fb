import { useIntl } from 'react-intl';
import { useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction } from 'react-router';
import { pageHead, storeContext } from '../app/route-data';
import { Spinner } from '../components/Spinner';
import { selectLanguage } from '../i18n/language';
import { openCatalogue } from '../i18n/messages';

/**
 * A player's deck builder (/decks/new, /decks/{id}/edit; issue 34 item 4) is rendered in the browser only, like the back
 * office: the server sends the layout with a loading state; the builder's chunk and its catalogue download together.
 */
export async function clientLoader({ context }: ClientLoaderFunctionArgs) {
  const language = selectLanguage(context.get(storeContext).getState());
  const [module] = await Promise.all([import('../deck-builder/PlayerDeckBuilderPage'), openCatalogue(language, 'builder').catch(() => undefined)]);
  return { Page: module.default };
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
  pageHead(args, { titleId: /\/edit\/?$/.test(args.location.pathname) ? 'playerBuilder.editPageTitle' : 'playerBuilder.newPageTitle', noindex: true });

export default function DeckBuilderRoute() {
  const { Page } = useLoaderData<typeof clientLoader>();
  return <Page />;
}
