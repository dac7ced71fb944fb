/**
 * SPEC §2 copy-deck-list: the leader first, then the cards sorted by code, one `{quantity}x{code}`
 * per line (the format card-game simulators import). The same rule as the API's domain export.
 */
export function exportDeckList(leader: { code: string } | null | undefined, cards: ReadonlyArray<{ code: string; quantity: number }>): string {
  const lines = leader ? [`1x${leader.code}`] : [];
  for (const card of [...cards].sort((a, b) => a.code.localeCompare(b.code))) lines.push(`${card.quantity}x${card.code}`);
  return lines.join('\n');
}
