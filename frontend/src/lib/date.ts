/** Dates are shown as dd/mm/yyyy, in the visitor's time zone (docs/product.md#limits). Missing or unreadable gives null. */
export function formatDayMonthYear(value: string | null | undefined): string | null {
  if (!value) return null;
  // A bare date (2025-03-04) is that day wherever the visitor is; a timestamp is read in their zone.
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const twoDigits = (part: number) => String(part).padStart(2, '0');
  return `${twoDigits(date.getDate())}/${twoDigits(date.getMonth() + 1)}/${date.getFullYear()}`;
}
