/**
 * The app's one way to put words in order for people: "Paint 2" before "Paint 10", and case and accents ignored
 * ("citadel" with "Citadel"). One Intl.Collator made once, because building one per comparison (as localeCompare
 * with options does) is slow on phones with long lists. English, as the app's words are, so every device sorts alike.
 * Made at the first comparison, not when the module loads: a phone's first collator loads the locale's collation
 * data (tens of milliseconds), which then ran in the one task that evaluates the page's code; the first sort comes
 * later, in a task of its own.
 */
let textCollator: Intl.Collator | undefined;

/** Compares two texts for sorting: negative, zero or positive, as Array.prototype.sort expects. */
export const compareText = (a: string, b: string): number =>
  (textCollator ??= new Intl.Collator('en', { numeric: true, sensitivity: 'base' })).compare(a, b);

/** The distinct non-blank values, sorted for people (the options of a brand or part list). */
export function sortedOptions(values: readonly string[]): string[] {
  return [...new Set(values.filter((value) => value.trim() !== ''))].sort(compareText);
}
