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
 * A page's own head tags. React 19 hoists <title>, <meta> and <link> rendered anywhere into <head>,
 * adopts the identical tags the server already wrote there, and removes them when the page goes
 * (ADR 0015). Tags every page has (og:url, alternates, the SPEC pages' descriptions) come from
 * RouteMeta in the layout.
 */
export function PageMeta({ title, description, keywords, image, type }: PageMetaProps) {
  const origin = globalThis.location?.origin ?? '';
  return (
    <>
      <title>{title}</title>
      <meta property="og:title" content={title} />
      {description !== undefined && <meta name="description" content={description} />}
      {description !== undefined && <meta property="og:description" content={description} />}
      {keywords && <meta name="keywords" content={keywords} />}
      {image && <meta property="og:image" content={absoluteUrl(origin, image)} />}
      {type && <meta property="og:type" content={type} />}
    </>
  );
}
