import { useHead } from '@unhead/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { absoluteUrl, alternateLinks, canonicalPath, classifyRoute, DEFAULT_IMAGE } from '../../lib/page-meta';

/**
 * The head tags that follow from the address alone, kept right as the visitor navigates (issue 12):
 * og:url and the it/en/x-default alternates on every public page, and for the pages of docs/product.md#page-metadata their
 * description, keywords and preview image, in the server's words (a backend test compares them).
 * Deck and news pages add their own description and image (PageMeta); screens that are nobody's
 * search result get noindex, as the server says.
 */
export function RouteMeta() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const input = useMemo(() => {
    const origin = globalThis.location?.origin ?? '';
    const route = classifyRoute(pathname);
    const path = canonicalPath(pathname);
    const indexed = route.kind === 'static' || route.kind === 'detail';
    const meta: Array<Record<string, string>> = [
      { property: 'og:locale', content: intl.locale === 'it' ? 'it_IT' : 'en_GB' },
      { property: 'og:url', content: absoluteUrl(origin, path) },
    ];
    if (route.kind !== 'detail') {
      // The server's texts, short enough to need no cut (backend page-meta.spec checks both).
      const description = intl.formatMessage({ id: route.kind === 'static' ? route.description : 'meta.description.home' });
      meta.push(
        { name: 'description', content: description },
        { name: 'keywords', content: intl.formatMessage({ id: 'meta.keywords' }) },
        { property: 'og:description', content: description },
        { property: 'og:image', content: absoluteUrl(origin, DEFAULT_IMAGE) },
        { property: 'og:type', content: 'website' },
      );
    }
    if (!indexed) meta.push({ name: 'robots', content: 'noindex' });
    const link = indexed ? alternateLinks(origin, path).map(({ hreflang, href }) => ({ rel: 'alternate' as const, hreflang, href })) : [];
    return { meta, link };
  }, [intl, pathname]);
  useHead(input);
  return null;
}
