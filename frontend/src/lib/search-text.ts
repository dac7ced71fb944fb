/** Lower-case without accents, so "zoro" finds "Zoro" and "pokè" finds "Poke". */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** True when the query (trimmed, any case or accents) occurs in the text; an empty query matches everything. */
export function includesSearchText(text: string, query: string): boolean {
  const needle = normalizeForSearch(query);
  return needle === '' || normalizeForSearch(text).includes(needle);
}
