import { activeLocale } from '../i18n/t';

/**
 * The app's one way to write a day for people: "Nov 28, 2026" in English, "28. Nov. 2026" in German, in the app's
 * language whatever the device's locale (a US phone wrote the feedback history as "11/28/2026" beside "Nov 28, 2026").
 */
export const formatDay = (iso: string): string => {
  const locale = activeLocale();
  return new Date(iso).toLocaleDateString(locale === 'en' ? 'en-US' : locale, { month: 'short', day: 'numeric', year: 'numeric' });
};
