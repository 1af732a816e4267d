import type { AreaCatalog } from '../../catalog';
import type showcase from '../en/showcase';

/** The showcase area in Italian. */
export default {
  'showcase.documentTitle': 'Vetrina',
  'showcase.loading': 'Caricamento della vetrina…',
  'showcase.unavailable': 'Vetrina non disponibile',
  'showcase.tryAgain': 'Riprova',
  'showcase.goHome': 'Vai alla home',
  'showcase.inviteTitle': 'Documenta le tue miniature',
  'showcase.photoAlt': 'Miniatura dipinta: {name}',
  'showcase.noPhoto': 'Nessuna foto',
  'showcase.recipe': 'Ricetta di colori',
  'showcase.noPaints': 'Nessun colore registrato per questa miniatura.',
  'showcase.wip': 'Lavori in corso',
  'showcase.wipPhoto': '{stage}: foto dei progressi {number, number}',
  'showcase.ownAll': 'Ne hai {owned} su {total}.',
  'showcase.ownSome': 'Ne hai {owned} su {total}; per gli altri {other}, i tuoi più vicini sono: {closest}.',
  'showcase.closestFor': '{paint} al posto di {recipePaint} (ΔE {difference})',
  'showcase.nothingClose': 'niente di vicino a {paint}',
  'showcase.schemeSavedTitle': 'Schema salvato',
  'showcase.schemeSavedText': '«{name}» ora è uno dei tuoi schemi.',
  'showcase.schemeSaveFailed': 'Impossibile salvare lo schema',
  'showcase.seeSchemes': 'Vedilo nei tuoi schemi',
  'showcase.useRecipe': 'Usa questa ricetta',
} satisfies AreaCatalog<typeof showcase>;
