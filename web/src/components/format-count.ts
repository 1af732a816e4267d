import { activeLocale } from '../i18n/t';
import { pseudoLocale } from '../i18n/language-choice';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * The app's one way to write a count for people, as the painter's language groups thousands: "5,805" in English,
 * "5.805" in German, "5805" in Polish and Spanish (four digits stay together there). English by hand, not
 * Intl.NumberFormat: a phone's first number formatter loads the locale's data, which cost the inventory page a 13 ms
 * task (50 ms on a throttled phone) to write four counts; other languages need Intl's rules, one formatter each.
 */
export function formatCount(count: number): string {
  const whole = Math.trunc(count);
  const locale = activeLocale();
  if (locale === 'en' || locale === pseudoLocale) return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  let formatter = formatters.get(locale);
  if (!formatter) formatters.set(locale, (formatter = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })));
  return formatter.format(whole);
}

/** A count and its noun: "1 paint", "5,805 paints". */
export const countOf = (count: number, one: string, many: string): string => `${formatCount(count)} ${count === 1 ? one : many}`;
