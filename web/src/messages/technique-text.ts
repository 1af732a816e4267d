import { namedMessages } from '../i18n/t';

/** The recipe form's techniques, word for word from spec §9: a recipe saves these words (its code for them). */
export const techniques = [
  'Base Coat',
  'Dry Brush',
  'Edge Highlight',
  'Glazing',
  'Highlight',
  'Layering',
  'Sponge Weathering',
  'Stippling',
  'Wash',
  'Wetblending',
] as const;

/** The techniques in the painter's language ("Dry Brush" → de "Trockenbürsten"). */
export const techniqueWords: Readonly<Record<(typeof techniques)[number], string>> = namedMessages('projects', {
  'Base Coat': 'techniqueBaseCoat',
  'Dry Brush': 'techniqueDryBrush',
  'Edge Highlight': 'techniqueEdgeHighlight',
  Glazing: 'techniqueGlazing',
  Highlight: 'techniqueHighlight',
  Layering: 'techniqueLayering',
  'Sponge Weathering': 'techniqueSpongeWeathering',
  Stippling: 'techniqueStippling',
  Wash: 'techniqueWash',
  Wetblending: 'techniqueWetblending',
});

/**
 * A saved technique as the painter reads it (the gallery, the recipe card, the showcase): the spec's ten in their
 * language, any other (typed in a scheme, or from an older recipe) as written.
 */
export function techniqueWord(technique: string): string {
  return Object.hasOwn(techniqueWords, technique) ? techniqueWords[technique as keyof typeof techniqueWords] : technique;
}
