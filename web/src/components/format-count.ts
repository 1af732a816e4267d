/**
 * The app's one way to write a count for people: "5,805", grouped in thousands with commas as English writes them
 * (the app's words are English). By hand, not Intl.NumberFormat: a phone's first number formatter loads the
 * locale's data, which cost the inventory page a 13 ms task (50 ms on a throttled phone) to write four counts.
 */
export const formatCount = (count: number): string => String(Math.trunc(count)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A count and its noun: "1 paint", "5,805 paints". */
export const countOf = (count: number, one: string, many: string): string => `${formatCount(count)} ${count === 1 ? one : many}`;
