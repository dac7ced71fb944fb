import type { NewsDto, SaveNewsDto } from '../../api/news';

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
  };
}
