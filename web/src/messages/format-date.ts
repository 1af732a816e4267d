/**
 * The app's one way to write a day for people: "Nov 28, 2026", in English as the app's words are, whatever the
 * device's locale (a US phone wrote the feedback history as "11/28/2026" beside "Nov 28, 2026" elsewhere).
 */
export const formatDay = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
