import { defaultStageWords, type LanguageCode, type ProjectStage } from '@paintforge/sync-protocol';

/**
 * The words of the server-rendered showcase page and its link preview in each of the app's languages (issue 38),
 * keyed as the web's catalogs are. English holds the page's words as they were (the spec's, which tests check); the
 * other languages must have every key (`satisfies`). Paint names, brands, types and the painter's own texts are
 * never translated. Counts take the language's plural forms (Intl.PluralRules: Polish has one, few and many).
 */
const app = 'The Paint Forge';

type Plural = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
const plural = (language: LanguageCode, count: number, forms: Plural) => forms[new Intl.PluralRules(language).select(count)] ?? forms.other;

const en = {
  'showcase.aPaintedMiniature': () => 'A painted miniature',
  'showcase.recipeSummary': (paints: number) => `Paint recipe: ${paints} ${paints === 1 ? 'paint' : 'paints'}`,
  'showcase.sharedFor': (recipe: string, parts: string) => `${recipe} for ${parts}, shared on ${app}.`,
  'showcase.shared': (recipe: string) => `${recipe}, shared on ${app}.`,
  'showcase.photoAlt': (name: string) => `Painted miniature: ${name}`,
  'showcase.noPhoto': () => 'No photo',
  'showcase.noPaints': () => 'No paints recorded for this miniature.',
  'showcase.recipeHeading': () => 'Paint recipe',
  'showcase.wipHeading': () => 'Work in progress',
  'showcase.wipPhotoAlt': (stage: string, number: number) => `${stage}: work-in-progress photo ${number}`,
  'showcase.invitation': () => `Document your own painted miniatures and their paint recipes with ${app}, free.`,
  'showcase.signUp': () => 'Sign up free',
  // The stages' default words, which a test keeps in agreement with the app's.
  'showcase.stage': defaultStageWords as Readonly<Record<ProjectStage, string>>,
};
export type ShowcaseWords = typeof en;

const de = {
  'showcase.aPaintedMiniature': () => 'Eine bemalte Miniatur',
  'showcase.recipeSummary': (paints: number) => `Farbrezept: ${paints} ${paints === 1 ? 'Farbe' : 'Farben'}`,
  'showcase.sharedFor': (recipe: string, parts: string) => `${recipe} für ${parts}, geteilt auf ${app}.`,
  'showcase.shared': (recipe: string) => `${recipe}, geteilt auf ${app}.`,
  'showcase.photoAlt': (name: string) => `Bemalte Miniatur: ${name}`,
  'showcase.noPhoto': () => 'Kein Foto',
  'showcase.noPaints': () => 'Für diese Miniatur sind keine Farben eingetragen.',
  'showcase.recipeHeading': () => 'Farbrezept',
  'showcase.wipHeading': () => 'Work in Progress',
  'showcase.wipPhotoAlt': (stage: string, number: number) => `${stage}: Zwischenstand-Foto ${number}`,
  'showcase.invitation': () => `Halte deine eigenen bemalten Miniaturen und ihre Farbrezepte mit ${app} fest, kostenlos.`,
  'showcase.signUp': () => 'Kostenlos registrieren',
  'showcase.stage': {
    unbuilt: 'Unmontiert',
    built: 'Zusammengebaut',
    primed: 'Grundiert',
    painting: 'In Bemalung',
    painted: 'Bemalt',
    based: 'Base gestaltet',
    varnished: 'Lackiert',
  },
} satisfies ShowcaseWords;

const fr = {
  'showcase.aPaintedMiniature': () => 'Une figurine peinte',
  'showcase.recipeSummary': (paints: number) =>
    `Recette de peinture : ${paints} ${plural('fr', paints, { one: 'peinture', other: 'peintures' })}`,
  'showcase.sharedFor': (recipe: string, parts: string) => `${recipe} pour ${parts}, partagée sur ${app}.`,
  'showcase.shared': (recipe: string) => `${recipe}, partagée sur ${app}.`,
  'showcase.photoAlt': (name: string) => `Figurine peinte : ${name}`,
  'showcase.noPhoto': () => 'Pas de photo',
  'showcase.noPaints': () => 'Aucune peinture notée pour cette figurine.',
  'showcase.recipeHeading': () => 'Recette de peinture',
  'showcase.wipHeading': () => 'En cours',
  'showcase.wipPhotoAlt': (stage: string, number: number) => `${stage} : photo d’avancement ${number}`,
  'showcase.invitation': () => `Garde une trace de tes figurines peintes et de leurs recettes avec ${app}, gratuitement.`,
  'showcase.signUp': () => 'Inscription gratuite',
  'showcase.stage': {
    unbuilt: 'Non montée',
    built: 'Montée',
    primed: 'Sous-couche',
    painting: 'En peinture',
    painted: 'Peinte',
    based: 'Soclée',
    varnished: 'Vernie',
  },
} satisfies ShowcaseWords;

const es = {
  'showcase.aPaintedMiniature': () => 'Una miniatura pintada',
  'showcase.recipeSummary': (paints: number) => `Receta de pintura: ${paints} ${paints === 1 ? 'pintura' : 'pinturas'}`,
  'showcase.sharedFor': (recipe: string, parts: string) => `${recipe} para ${parts}, compartida en ${app}.`,
  'showcase.shared': (recipe: string) => `${recipe}, compartida en ${app}.`,
  'showcase.photoAlt': (name: string) => `Miniatura pintada: ${name}`,
  'showcase.noPhoto': () => 'Sin foto',
  'showcase.noPaints': () => 'No hay pinturas anotadas para esta miniatura.',
  'showcase.recipeHeading': () => 'Receta de pintura',
  'showcase.wipHeading': () => 'En proceso',
  'showcase.wipPhotoAlt': (stage: string, number: number) => `${stage}: foto del proceso ${number}`,
  'showcase.invitation': () => `Documenta tus miniaturas pintadas y sus recetas de pintura con ${app}, gratis.`,
  'showcase.signUp': () => 'Regístrate gratis',
  'showcase.stage': {
    unbuilt: 'Sin montar',
    built: 'Montada',
    primed: 'Imprimada',
    painting: 'Pintándose',
    painted: 'Pintada',
    based: 'Peana hecha',
    varnished: 'Barnizada',
  },
} satisfies ShowcaseWords;

const it = {
  'showcase.aPaintedMiniature': () => 'Una miniatura dipinta',
  'showcase.recipeSummary': (paints: number) => `Ricetta di colori: ${paints} ${paints === 1 ? 'colore' : 'colori'}`,
  'showcase.sharedFor': (recipe: string, parts: string) => `${recipe} per ${parts}, condivisa su ${app}.`,
  'showcase.shared': (recipe: string) => `${recipe}, condivisa su ${app}.`,
  'showcase.photoAlt': (name: string) => `Miniatura dipinta: ${name}`,
  'showcase.noPhoto': () => 'Nessuna foto',
  'showcase.noPaints': () => 'Nessun colore registrato per questa miniatura.',
  'showcase.recipeHeading': () => 'Ricetta di colori',
  'showcase.wipHeading': () => 'Lavori in corso',
  'showcase.wipPhotoAlt': (stage: string, number: number) => `${stage}: foto dei lavori ${number}`,
  'showcase.invitation': () => `Documenta le tue miniature dipinte e le loro ricette di colori con ${app}, gratis.`,
  'showcase.signUp': () => 'Iscriviti gratis',
  'showcase.stage': {
    unbuilt: 'Da montare',
    built: 'Montata',
    primed: 'Con primer',
    painting: 'In pittura',
    painted: 'Dipinta',
    based: 'Basetta fatta',
    varnished: 'Verniciata',
  },
} satisfies ShowcaseWords;

const pl = {
  'showcase.aPaintedMiniature': () => 'Pomalowana figurka',
  'showcase.recipeSummary': (paints: number) =>
    `Przepis na malowanie: ${paints} ${plural('pl', paints, { one: 'farba', few: 'farby', many: 'farb', other: 'farby' })}`,
  'showcase.sharedFor': (recipe: string, parts: string) => `${recipe} (${parts}), udostępnione w ${app}.`,
  'showcase.shared': (recipe: string) => `${recipe}, udostępnione w ${app}.`,
  'showcase.photoAlt': (name: string) => `Pomalowana figurka: ${name}`,
  'showcase.noPhoto': () => 'Brak zdjęcia',
  'showcase.noPaints': () => 'Brak zapisanych farb dla tej figurki.',
  'showcase.recipeHeading': () => 'Przepis na malowanie',
  'showcase.wipHeading': () => 'Postępy pracy',
  'showcase.wipPhotoAlt': (stage: string, number: number) => `${stage}: zdjęcie postępów ${number}`,
  'showcase.invitation': () => `Dokumentuj swoje pomalowane figurki i ich przepisy w ${app}, za darmo.`,
  'showcase.signUp': () => 'Załóż darmowe konto',
  'showcase.stage': {
    unbuilt: 'Niesklejona',
    built: 'Sklejona',
    primed: 'Z podkładem',
    painting: 'W malowaniu',
    painted: 'Pomalowana',
    based: 'Z podstawką',
    varnished: 'Polakierowana',
  },
} satisfies ShowcaseWords;

export const showcaseWords: Readonly<Record<LanguageCode, ShowcaseWords>> = { en, de, fr, es, it, pl };
