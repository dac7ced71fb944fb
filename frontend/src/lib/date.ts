import dayjs from 'dayjs';

/** SPEC §9: dates are shown as dd/mm/yyyy, in the visitor's time zone. Missing or unreadable gives null. */
export function formatDayMonthYear(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = dayjs(value);
  return date.isValid() ? date.format('DD/MM/YYYY') : null;
}
