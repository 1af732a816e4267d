import { activeLocale } from '../../i18n/t';

/** A moment (ISO) as the painter's language writes a date and time ("28.11.2026, 20:15:00" in German). */
export const formatWhen = (iso: string): string => {
  const locale = activeLocale();
  return new Date(iso).toLocaleString(locale === 'en' ? 'en-US' : locale);
};

/** 'YYYY-MM-DD' (a UTC day) as a short date ("Nov 28", "28. Nov."), read in UTC so it never shifts a day. */
export const formatShortDay = (date: string): string => {
  const locale = activeLocale();
  return new Date(`${date}T00:00:00Z`).toLocaleDateString(locale === 'en' ? 'en-US' : locale, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
};
