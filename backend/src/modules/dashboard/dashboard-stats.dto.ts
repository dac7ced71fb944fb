export class DashboardStatsDto {
  cards: number;
  /** Published and draft decks. */
  decks: number;
  /** News items that are not drafts. */
  publishedNews: number;
}
