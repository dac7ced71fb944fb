/** Matchup table (docs/product.md#guide-videos-and-matchups): favourable green, even yellow, anything else red. */
export type MatchupColor = 'green' | 'yellow' | 'red';

export function matchupColor(favorable: string | null | undefined): MatchupColor {
  switch (favorable?.trim().toLowerCase()) {
    case 'favorable':
    case 'favourable':
      return 'green';
    case 'even':
      return 'yellow';
    default:
      return 'red';
  }
}
