import type { NewsDto, NewsSummaryDto } from '../api/generated';

/** One article as GET /api/news lists it; override what the test cares about. */
export function aNewsSummary(overrides: Partial<NewsSummaryDto> = {}): NewsSummaryDto {
  const id = overrides.id ?? 1;
  return {
    id,
    title: `News ${id}`,
    title_it: `Notizia ${id}`,
    excerpt: `English excerpt of news ${id}`,
    excerpt_it: `Estratto italiano della notizia ${id}`,
    author: 'Nami',
    deck_id: null,
    youtube_url: null,
    image_url: null,
    is_highlighted: 0,
    is_draft: 0,
    publish_at: null,
    created_at: new Date(Date.UTC(2025, 2, id, 10)).toISOString(),
    updated_at: new Date(Date.UTC(2025, 2, id, 10)).toISOString(),
    ...overrides,
  };
}

/** A whole article, as GET /api/news/{id} answers. */
export function aNews(overrides: Partial<NewsDto> = {}): NewsDto {
  const id = overrides.id ?? 1;
  return {
    ...aNewsSummary(overrides),
    content: `<p>English article ${id}</p>`,
    content_it: `<p>Articolo italiano ${id}</p>`,
    pageDescription: { it: `Articolo italiano ${id}`, en: `English article ${id}` },
    ...overrides,
  };
}
