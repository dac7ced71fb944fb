import type { NewsDto, SaveNewsDto } from '../../api/news';
import { fromDateTimeLocal, toDateTimeLocal } from '../../lib/date';

/** What the add/edit dialog edits. */
export interface NewsFormValues {
  title: string;
  title_it: string;
  content: string;
  content_it: string;
  author: string;
  deck_id: number | null;
  youtube_url: string;
  is_highlighted: boolean;
  is_draft: boolean;
  /** When it becomes public, as the date-time field holds it ('yyyy-mm-ddThh:mm', the admin's zone); '' at once (ADR 0075). */
  publish_at: string;
}

export const EMPTY_NEWS_FORM: NewsFormValues = {
  title: '',
  title_it: '',
  content: '',
  content_it: '',
  author: '',
  deck_id: null,
  youtube_url: '',
  is_highlighted: false,
  is_draft: false,
  publish_at: '',
};

export function toNewsFormValues(news: NewsDto): NewsFormValues {
  return {
    title: news.title,
    title_it: news.title_it ?? '',
    content: news.content,
    content_it: news.content_it ?? '',
    author: news.author,
    deck_id: news.deck_id ?? null,
    youtube_url: news.youtube_url ?? '',
    is_highlighted: news.is_highlighted === 1,
    is_draft: news.is_draft === 1,
    publish_at: toDateTimeLocal(news.publish_at),
  };
}

/**
 * The body of a save. What is required, how long a field may be, what counts as an empty article
 * are the API's rules (docs/product.md#news-articles): it answers 422 with the broken fields, and the dialog shows them.
 */
export function toSaveNewsDto(values: NewsFormValues): SaveNewsDto {
  return {
    title: values.title.trim(),
    title_it: values.title_it.trim() || null,
    content: values.content,
    content_it: values.content_it.trim() || null,
    author: values.author.trim(),
    deck_id: values.deck_id,
    youtube_url: values.youtube_url.trim() || null,
    is_highlighted: values.is_highlighted,
    is_draft: values.is_draft,
    publish_at: fromDateTimeLocal(values.publish_at),
  };
}

/**
 * The article as the public page will show it (ADR 0075's preview): the dialog's values, unsaved, on the
 * page's own component. It is shown as published (a draft's banner is the preview's own); the picture,
 * the id and the creation date are the saved article's.
 */
export function toPreviewNews(values: NewsFormValues, saved: NewsDto | null, imageUrl: string | null, now = new Date()): NewsDto {
  const body = toSaveNewsDto(values);
  return {
    id: saved?.id ?? 0,
    title: body.title,
    title_it: body.title_it ?? null,
    content: body.content,
    content_it: body.content_it ?? null,
    excerpt: '',
    excerpt_it: null,
    author: body.author,
    deck_id: body.deck_id ?? null,
    youtube_url: body.youtube_url ?? null,
    image_url: imageUrl,
    is_highlighted: values.is_highlighted ? 1 : 0,
    is_draft: 0,
    publish_at: body.publish_at ?? null,
    created_at: saved?.created_at ?? now.toISOString(),
    updated_at: now.toISOString(),
    pageDescription: { it: '', en: '' },
  };
}
