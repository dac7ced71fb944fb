import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { absoluteUrl, alternateLinks, canonicalPath, classifyRoute, cutDescription, DEFAULT_IMAGE } from '../../lib/page-meta';

/**
 * The head tags that follow from the address alone, kept right as the visitor navigates (issue 12):
 * og:url and the it/en/x-default alternates on every public page, and for the SPEC §2 pages their
 * description, keywords and preview image. The same texts as the server's (a backend test compares
 * them), so on the first page React adopts the server's tags instead of doubling them. Deck and
 * news pages add their own description and image (PageMeta).
 */
export function RouteMeta() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const origin = globalThis.location?.origin ?? '';
  const route = classifyRoute(pathname);
  const path = canonicalPath(pathname);
  const indexed = route.kind === 'static' || route.kind === 'detail';
  const description =
    route.kind === 'detail' ? null : cutDescription(intl.formatMessage({ id: route.kind === 'static' ? route.description : 'meta.description.home' }));

  return (
    <>
      {description !== null && (
        <>
          <meta name="description" content={description} />
          <meta name="keywords" content={intl.formatMessage({ id: 'meta.keywords' })} />
          <meta property="og:description" content={description} />
          <meta property="og:image" content={absoluteUrl(origin, DEFAULT_IMAGE)} />
          <meta property="og:type" content="website" />
        </>
      )}
      {!indexed && <meta name="robots" content="noindex" />}
      <meta property="og:locale" content={intl.locale === 'it' ? 'it_IT' : 'en_GB'} />
      <meta property="og:url" content={absoluteUrl(origin, path)} />
      {indexed && alternateLinks(origin, path).map((link) => <link key={link.hreflang} rel="alternate" hrefLang={link.hreflang} href={link.href} />)}
    </>
  );
}
