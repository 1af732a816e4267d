import type { AreaCatalog } from '../../catalog';
import type showcase from '../en/showcase';

/** The showcase area in German. */
export default {
  'showcase.documentTitle': 'Showcase',
  'showcase.loading': 'Showcase wird geladen…',
  'showcase.unavailable': 'Showcase nicht verfügbar',
  'showcase.tryAgain': 'Erneut versuchen',
  'showcase.goHome': 'Zur Startseite',
  'showcase.inviteTitle': 'Halte deine eigenen Miniaturen fest',
  'showcase.photoAlt': 'Bemalte Miniatur: {name}',
  'showcase.noPhoto': 'Kein Foto',
  'showcase.recipe': 'Farbrezept',
  'showcase.noPaints': 'Für diese Miniatur sind keine Farben eingetragen.',
  'showcase.wip': 'Zwischenstände',
  'showcase.wipPhoto': '{stage}: Zwischenstand-Foto {number, number}',
  'showcase.ownAll': 'Du hast {owned} von {total}.',
  'showcase.ownSome': 'Du hast {owned} von {total}; für die anderen {other} sind deine nächsten: {closest}.',
  'showcase.closestFor': '{paint} für {recipePaint} (ΔE {difference})',
  'showcase.nothingClose': 'nichts nah an {paint}',
  'showcase.schemeSavedTitle': 'Schema gespeichert',
  'showcase.schemeSavedText': '„{name}“ ist jetzt eines deiner Schemata.',
  'showcase.schemeSaveFailed': 'Schema konnte nicht gespeichert werden',
  'showcase.seeSchemes': 'In deinen Schemata ansehen',
  'showcase.useRecipe': 'Dieses Rezept verwenden',
} satisfies AreaCatalog<typeof showcase>;
