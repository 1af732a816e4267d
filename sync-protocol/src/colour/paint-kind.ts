/**
 * The kind rule: what a paint does on the model, judged from what the catalog knows of it (its type, which the
 * catalog derives from the range, and for the paints a range mixes in, its name). Every matcher asks this one module, so a flat colour is answered by flat
 * paints only, and a metallic by metallics, on every screen: the colour studio, near-match ("you own"), recipe
 * substitutes, equivalents, the palette, mixes and the scanner.
 *
 * The type comes first. Many ranges mix kinds in, though: Citadel's Base holds Leadbelcher and Balthasar
 * Gold, Vallejo's Model Color holds Transparent Red and Fluorescent Red. For those the name decides, read as a
 * painter would: a metal word names a metallic ("Retributor Armour" and a few others name one without it), unless a
 * colour word follows it ("Silver Grey", "Bronze Green" and "Steel Legion Drab" are flat paints).
 */

export const paintKinds = ['flat', 'metallic', 'fluorescent', 'wash', 'contrast', 'glaze', 'primer', 'varnish', 'technical'] as const;
export type PaintKind = (typeof paintKinds)[number];

/** The kinds a painter can ask for (the kind chips): primers answer as flat paints, varnishes and technicals never answer. */
export const matchKinds = ['flat', 'metallic', 'fluorescent', 'wash', 'contrast', 'glaze'] as const;
export type MatchKind = (typeof matchKinds)[number];

/** Kinds that tint what is under them: their swatch is a thin coat over white (and a pooled one, where known). */
export const translucentKinds: ReadonlySet<PaintKind> = new Set(['wash', 'contrast', 'glaze']);

/** What the rule reads of a paint: a catalog paint and a painter's paint both carry these. */
export interface KindFacts {
  type: string;
  name?: string | undefined;
}

// Type names from the catalog (catalogTypeFromRange) and the spec's option lists, lower-cased.
const kindByType: Readonly<Record<string, PaintKind>> = {
  wash: 'wash',
  shade: 'wash',
  ink: 'wash',
  glaze: 'glaze',
  contrast: 'contrast',
  speedpaint: 'contrast',
  'xpress color': 'contrast',
  metallic: 'metallic',
  'metal color': 'metallic',
  gemstone: 'metallic',
  fluorescent: 'fluorescent',
  primer: 'primer',
  spray: 'primer',
  varnish: 'varnish',
  technical: 'technical',
  effect: 'technical',
  pigment: 'technical',
  marker: 'technical',
};

const metalWords =
  /\b(gold|silver|brass|bronze|copper|steel|iron|chrome|pewter|mithril|alloy|aluminium|aluminum|titanium|platinum|tin|gunmetal|metal|metallic|chainmail|pearl)\b/gi;
/** Names of metallics that carry no metal word. */
const metallicNames = /\b(leadbelcher|retributor armour|golden armour|screaming bell|ironbreaker|necron compound)\b/i;
/** A colour word after a metal word makes the metal word an adjective: "Silver Grey" is a grey. */
const colourWord =
  /\b(grey|gray|green|yellow|drab|brown|olive|red|blue|white|black|purple|violet|orange|pink|tan|sand|khaki|ochre|flesh|skin|stone|bone|cream|beige|chromate|verdigris|hue|oxide)\b/i;
const explicitMetallic = /\bmetallic\b/i;
const fluorescentName = /\b(fluorescent|fluor|neon)\b/i;
const glazeName = /\b(transparent|candy|glaze)\b/i;
const washName = /\b(inks?|wash|washes)\b/i;
/** Non-metallic metal: flat paints for painting metal without metal. */
const nonMetallic = /\bNMM\b|non-metallic/i;
/** Mediums and varnishes sold inside a colour range are not colours ("Bile Yellow Medium" is a colour). */
const mediumName = /\b(wash|glaze|gloss|matte?|metal|metallic|mixing|airbrush|contrast|lahmian|flow|drying) medium$/i;
const varnishName = /\bvarnish$/i;

function metallicByName(name: string): boolean {
  if (nonMetallic.test(name)) return false;
  if (explicitMetallic.test(name) || metallicNames.test(name)) return true;
  let lastMetal = -1;
  for (const match of name.matchAll(metalWords)) lastMetal = match.index + match[0].length;
  return lastMetal >= 0 && !colourWord.test(name.slice(lastMetal));
}

const typeKind = (type: string): PaintKind => kindByType[type.trim().toLowerCase()] ?? 'flat';

/** The kind of a paint (see the top of this file). */
export function paintKindOf(paint: KindFacts): PaintKind {
  const kind = typeKind(paint.type);
  const name = paint.name ?? '';
  // Sprays and speedpaints come in metallics too (Citadel's Leadbelcher spray, Hoplite Gold).
  if (name === '' || (kind !== 'flat' && kind !== 'contrast' && kind !== 'primer')) return kind;
  if (varnishName.test(name)) return 'varnish';
  if (kind === 'flat' && mediumName.test(name)) return 'technical';
  if (kind === 'flat' && glazeName.test(name)) return 'glaze';
  if (kind === 'flat' && washName.test(name)) return 'wash';
  // A speedpaint named for a metal is a metallic one: its sheen matters more than its flow.
  if (metallicByName(name)) return 'metallic';
  if (kind === 'primer') return kind;
  if (kind === 'flat' && fluorescentName.test(name)) return 'fluorescent';
  return kind;
}

/** The kind a paint answers as, or undefined for paints that never stand in for a colour (varnishes, technicals). */
export function matchKindOf(paint: KindFacts): MatchKind | undefined {
  const kind = paintKindOf(paint);
  if (kind === 'primer') return 'flat';
  return (matchKinds as readonly string[]).includes(kind) ? (kind as MatchKind) : undefined;
}

// The searches ask for every paint they measure, and their paints are the same objects query after query (the
// studio's indexes): each paint's kind is read once, kept beside the object and gone with it.
const kindCache = new WeakMap<KindFacts, MatchKind | null>();

/** Whether `paint` may answer a question about a colour of kind `kind`: the one test every matcher runs. */
export function answersKind(kind: MatchKind, paint: KindFacts): boolean {
  let found = kindCache.get(paint);
  if (found === undefined) {
    found = matchKindOf(paint) ?? null;
    kindCache.set(paint, found);
  }
  return found === kind;
}
