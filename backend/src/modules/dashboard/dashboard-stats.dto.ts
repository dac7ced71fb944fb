export class DashboardStatsDto {
  cards: number;
  /** The site's curated decks (admins'), published and drafts: the SPEC's deck counter. */
  decks: number;
  /** Players' community decks, whatever their visibility (private, unlisted, public; ADR 0061). */
  communityDecks: number;
  /** News items that are not drafts. */
  publishedNews: number;
}
