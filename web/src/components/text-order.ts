/**
 * The app's one way to put words in order for people: "Paint 2" before "Paint 10", and case and accents ignored
 * ("citadel" with "Citadel"). One Intl.Collator made once, because building one per comparison (as localeCompare
 * with options does) is slow on phones with long lists. English, as the app's words are, so every device sorts alike.
 */
export const textCollator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Compares two texts for sorting: negative, zero or positive, as Array.prototype.sort expects. */
export const compareText = (a: string, b: string): number => textCollator.compare(a, b);

/** The distinct non-blank values, sorted for people (the options of a brand or part list). */
export function sortedOptions(values: readonly string[]): string[] {
  return [...new Set(values.filter((value) => value.trim() !== ''))].sort(compareText);
}
