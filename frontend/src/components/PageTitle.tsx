import { useIntl } from 'react-intl';
import { PageMeta } from './PageMeta';

/** The document title as "<page> – OP Decks" (the server's format), with its og:title. */
export function PageTitle({ children }: { children: string }) {
  const intl = useIntl();
  return <PageMeta title={intl.formatMessage({ id: 'app.pageTitle' }, { page: children })} />;
}
