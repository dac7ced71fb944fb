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

/** dd/mm/yyyy hh:mm in the visitor's time zone (a scheduled article's time, ADR 0075); null when missing or unreadable. */
export function formatDayMonthYearTime(value: string | null | undefined): string | null {
  const day = formatDayMonthYear(value);
  if (!day || !value) return null;
  const date = new Date(value);
  return `${day} ${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

/** An instant as an <input type="datetime-local"> shows it: 'yyyy-mm-ddThh:mm' in the visitor's zone; '' for none. */
export function toDateTimeLocal(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const two = (part: number) => String(part).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** What an <input type="datetime-local"> holds, read in the visitor's zone, as an ISO instant (UTC); null when empty or unreadable. */
export function fromDateTimeLocal(value: string): string | null {
  if (!value.trim()) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
