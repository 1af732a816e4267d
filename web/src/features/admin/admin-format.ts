import { activeLocale } from '../../i18n/t';

/** Intl's tag for the app's language: English as the US writes it, the others as their own. */
const intlLocale = () => (activeLocale() === 'en' ? 'en-US' : activeLocale());

/** A moment (ISO) as the painter's language writes a date and time ("28.11.2026, 20:15:00" in German). */
export const formatWhen = (iso: string): string => new Date(iso).toLocaleString(intlLocale());

/** 'YYYY-MM-DD' (a UTC day) as a short date ("Nov 28", "28. Nov."), read in UTC so it never shifts a day. */
export const formatShortDay = (date: string): string =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString(intlLocale(), { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A count as the painter's language groups it ("1,185", "1.185", "1 185"); the dashboard is no first paint to spare. */
export const formatAdminCount = (count: number): string => new Intl.NumberFormat(intlLocale()).format(Math.trunc(count));

/** Spec §9: a rate with one decimal ("2.3%", "2,3 %"). */
export const formatPercent = (value: number): string =>
  new Intl.NumberFormat(intlLocale(), { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value / 100);

/** A backup file's size: "1.5 MB" ("1,5 MB"), or whole kilobytes below a megabyte. */
export const formatSize = (bytes: number): string =>
  bytes >= 1024 * 1024
    ? `${new Intl.NumberFormat(intlLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(bytes / 1024 / 1024)} MB`
    : `${formatAdminCount(Math.ceil(bytes / 1024))} KB`;
