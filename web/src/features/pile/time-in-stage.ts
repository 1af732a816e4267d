/**
 * "3 days ago", "14 months ago", "2 years ago": how long an entry has sat in its stage. The header's relativeTime
 * stops at days (a sync is never months old); the pile counts months and years.
 */
let relative: Intl.RelativeTimeFormat | undefined;
const relativeFormat = () => (relative ??= new Intl.RelativeTimeFormat('en', { numeric: 'auto' }));

const dayMs = 86_400_000;

export function timeInStage(since: number, now: number): string {
  const days = Math.floor((now - since) / dayMs);
  if (days < 1) return 'today';
  if (days < 45) return relativeFormat().format(-days, 'day');
  const months = Math.round(days / 30.44);
  if (months < 24) return relativeFormat().format(-months, 'month');
  return relativeFormat().format(-Math.floor(days / 365.25), 'year');
}
