/** One collator for every option list in the gallery (comparing with a fresh one per call is slow on phones). */
const collator = new Intl.Collator(undefined, { sensitivity: 'base' });

/** The distinct non-blank values, sorted for people. */
export function sortedOptions(values: readonly string[]): string[] {
  return [...new Set(values.filter((value) => value.trim() !== ''))].sort(collator.compare);
}
