/**
 * A news article in the reader's language (docs/product.md#news): the Italian title, excerpt and body when
 * the language is Italian and they exist, else the English ones; in English, the English ones,
 * else the Italian. The excerpts (150 characters, markup stripped) come computed from the API.
 */
export interface LocalisableNews {
  title: string;
  title_it?: string | null;
  excerpt?: string;
  excerpt_it?: string | null;
  content?: string;
  content_it?: string | null;
}

export interface LocalisedNews {
  title: string;
  excerpt: string;
  content: string;
  /** The language the body is written in (for `lang`, and to say when it is the other one). */
  contentLanguage: 'it' | 'en';
}

const present = (text: string | null | undefined): text is string => typeof text === 'string' && text.trim() !== '';

export function localiseNews(language: 'it' | 'en', news: LocalisableNews): LocalisedNews {
  const pick = (english: string | null | undefined, italian: string | null | undefined): [string, 'it' | 'en'] => {
    if (language === 'it') return present(italian) ? [italian, 'it'] : [english ?? '', 'en'];
    return present(english) ? [english, 'en'] : [italian ?? '', 'it'];
  };
  const [content, contentLanguage] = pick(news.content, news.content_it);
  return {
    title: pick(news.title, news.title_it)[0],
    excerpt: pick(news.excerpt, news.excerpt_it)[0],
    content,
    contentLanguage,
  };
}

/** The date readers see (ADR 0075): the publication time when one was chosen, else when the article was written. */
export function newsDate(news: { publish_at?: string | null; created_at: string }): string {
  return news.publish_at ?? news.created_at;
}

/** A published article whose publication time is still to come: only admins see it (ADR 0075). */
export function isScheduled(news: { is_draft: number; publish_at?: string | null }, now = Date.now()): boolean {
  return news.is_draft !== 1 && !!news.publish_at && new Date(news.publish_at).getTime() > now;
}
