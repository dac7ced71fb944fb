import { stripMarkup } from '../../../shared/html/plain-text.js';

/**
 * A news article (docs/product.md#data). English `title`/`content` are required; the Italian ones are
 * optional and shown instead when the reader's language is Italian. `content` is rich HTML,
 * sanitised before it gets here.
 */
export interface NewsContent {
  title: string;
  titleIt: string | null;
  content: string;
  contentIt: string | null;
  author: string;
  deckId: number | null;
  youtubeUrl: string | null;
  isHighlighted: boolean;
  isDraft: boolean;
  /**
   * When the article becomes public (ADR 0075): hidden from readers until then, shown by itself after,
   * and dated by it. Absent or null: public as soon as it is not a draft.
   */
  publishAt?: Date | null;
}

/** What is stored: the content plus the excerpts derived from it on write. */
export interface NewsRecord extends NewsContent {
  excerpt: string;
  excerptIt: string | null;
}

export interface NewsItem extends NewsRecord {
  id: number;
  imageUrl: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** What a list shows: everything but the article bodies. */
export type NewsSummary = Omit<NewsItem, 'content' | 'contentIt'>;

/** List excerpts are 150 characters (docs/product.md#limits). */
export const EXCERPT_LENGTH = 150;

/**
 * The excerpt (docs/product.md#limits): the first 150 characters of the text without markup, cut at a word boundary when
 * one is near, with an ellipsis when something was cut.
 */
export function excerptOf(html: string | null | undefined, length = EXCERPT_LENGTH): string {
  const text = stripMarkup(html);
  const characters = [...text];
  if (characters.length <= length) return text;
  const cut = characters.slice(0, length).join('');
  const lastSpace = cut.lastIndexOf(' ');
  const trimmed = lastSpace > length * 0.6 ? cut.slice(0, lastSpace) : cut;
  return `${trimmed.replace(/[\s.,;:!?-]+$/, '')}…`;
}

export type NewsProblemCode = 'title_required' | 'content_required' | 'author_required';
export interface NewsProblem {
  field: 'title' | 'content' | 'author';
  code: NewsProblemCode;
}

/** Saving news (docs/product.md#news-articles): title, content and author are required ('Compila tutti i campi obbligatori'). */
export function validateNews(news: Pick<NewsContent, 'title' | 'content' | 'author'>): NewsProblem[] {
  const problems: NewsProblem[] = [];
  if (!news.title.trim()) problems.push({ field: 'title', code: 'title_required' });
  if (isBlankHtml(news.content)) problems.push({ field: 'content', code: 'content_required' });
  if (!news.author.trim()) problems.push({ field: 'author', code: 'author_required' });
  return problems;
}

/** True when HTML shows nothing: no text, no picture, no video (an emptied editor leaves `<p><br></p>`). */
export function isBlankHtml(html: string | null | undefined): boolean {
  return !stripMarkup(html) && !/<(img|iframe)\b/i.test(html ?? '');
}

const blankToNull = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

/**
 * A news item ready to store: trimmed, empty Italian fields as null, excerpts derived from the
 * (already sanitised) content. Throws nothing: call validateNews first.
 */
export function prepareNews(input: NewsContent): NewsRecord {
  const contentIt = isBlankHtml(input.contentIt) ? null : input.contentIt!.trim();
  return {
    ...input,
    title: input.title.trim(),
    titleIt: blankToNull(input.titleIt),
    content: input.content.trim(),
    contentIt,
    author: input.author.trim(),
    youtubeUrl: blankToNull(input.youtubeUrl),
    // To the second, as MySQL's datetime keeps it: both databases answer the same time.
    publishAt: input.publishAt ? new Date(Math.floor(input.publishAt.getTime() / 1000) * 1000) : null,
    excerpt: excerptOf(input.content),
    excerptIt: contentIt ? excerptOf(contentIt) || null : null,
  };
}

/** Where an article stands for readers (ADR 0075): a draft, scheduled (not a draft, its publication time still to come), or public. */
export type NewsPublication = 'draft' | 'scheduled' | 'public';

/** The scheduling rule: a draft stays a draft whatever its time; otherwise public once `publishAt` is not after `now`. */
export function publicationOf(news: Pick<NewsContent, 'isDraft' | 'publishAt'>, now: Date): NewsPublication {
  if (news.isDraft) return 'draft';
  return news.publishAt && news.publishAt.getTime() > now.getTime() ? 'scheduled' : 'public';
}

/** Whether readers see the article at `now` (lists, its page, the sitemap, the home page, its comments). */
export function isPublicAt(news: Pick<NewsContent, 'isDraft' | 'publishAt'>, now: Date): boolean {
  return publicationOf(news, now) === 'public';
}

/** The date readers see and the lists are ordered by: the publication time when one was chosen, else when the article was written. */
export function publicationDate(news: Pick<NewsItem, 'publishAt' | 'createdAt'>): Date {
  return news.publishAt ?? news.createdAt;
}

/** The next moment one of these articles becomes public after `now` (when cached lists must be rebuilt), or null. */
export function nextPublication(news: ReadonlyArray<Pick<NewsContent, 'isDraft' | 'publishAt'>>, now: Date): Date | null {
  const times = news.filter((item) => publicationOf(item, now) === 'scheduled').map((item) => item.publishAt!.getTime());
  return times.length ? new Date(Math.min(...times)) : null;
}
