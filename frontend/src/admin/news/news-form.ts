import type { NewsDto, SaveNewsDto } from '../../api/news';

/** SPEC §5 / §9: news images are images, at most 5 MB (the API checks again, by the bytes). */
export const MAX_NEWS_IMAGE_BYTES = 5 * 1024 * 1024;

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

const text = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .trim();

/**
 * SPEC §5 news save: title, content and author are required ('Compila tutti i campi obbligatori').
 * Only the presence check the dialog needs before sending; the API applies the rule itself.
 */
export function missingNewsFields(values: NewsFormValues): Array<'title' | 'content' | 'author'> {
  const missing: Array<'title' | 'content' | 'author'> = [];
  if (!values.title.trim()) missing.push('title');
  if (!text(values.content) && !/<(img|iframe)\b/i.test(values.content)) missing.push('content');
  if (!values.author.trim()) missing.push('author');
  return missing;
}

export function toSaveNewsDto(values: NewsFormValues): SaveNewsDto {
  return {
    title: values.title.trim(),
    title_it: values.title_it.trim() || null,
    content: values.content,
    content_it: text(values.content_it) || /<(img|iframe)\b/i.test(values.content_it) ? values.content_it : null,
    author: values.author.trim(),
    deck_id: values.deck_id,
    youtube_url: values.youtube_url.trim() || null,
    is_highlighted: values.is_highlighted,
    is_draft: values.is_draft,
  };
}

/** Why a chosen file cannot be uploaded, before sending it: not an image, or over 5 MB. */
export function imageFileProblem(file: { type: string; size: number }): 'notAnImage' | 'tooLarge' | null {
  if (!file.type.startsWith('image/')) return 'notAnImage';
  if (file.size > MAX_NEWS_IMAGE_BYTES) return 'tooLarge';
  return null;
}
