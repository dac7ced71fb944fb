import { useIntl } from 'react-intl';

/** Sets the document title as "<page> – OP Decks" (the server's format); React 19 hoists <title> into <head>. */
export function PageTitle({ children }: { children: string }) {
  const intl = useIntl();
  return <title>{intl.formatMessage({ id: 'app.pageTitle' }, { page: children })}</title>;
}
