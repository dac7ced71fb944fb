import { useHead } from '@unhead/react';
import { useMemo } from 'react';
import { absoluteUrl } from '../lib/page-meta';

export interface PageMetaProps {
  /** The whole title, as the tab shows it. */
  title: string;
  description?: string;
  keywords?: string;
  /** A path on this site or an absolute URL. */
  image?: string;
  type?: 'website' | 'article';
}

/**
 * A page's own head tags, through unhead (ADR 0015): it takes over the tags the server wrote for
 * the first page (same name or property, one copy) and changes or removes them as the visitor
 * navigates. Tags every page has (og:url, alternates, the SPEC pages' descriptions) come from
 * RouteMeta in the layout.
 */
export function PageMeta({ title, description, keywords, image, type }: PageMetaProps) {
  const input = useMemo(() => {
    const origin = globalThis.location?.origin ?? '';
    const meta: Array<Record<string, string>> = [{ property: 'og:title', content: title }];
    if (description !== undefined) meta.push({ name: 'description', content: description }, { property: 'og:description', content: description });
    if (keywords) meta.push({ name: 'keywords', content: keywords });
    if (image) meta.push({ property: 'og:image', content: absoluteUrl(origin, image) });
    if (type) meta.push({ property: 'og:type', content: type });
    return { title, meta };
  }, [title, description, keywords, image, type]);
  useHead(input);
  return null;
}
