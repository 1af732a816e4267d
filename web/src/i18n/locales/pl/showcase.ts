import type { AreaCatalog } from '../../catalog';
import type showcase from '../en/showcase';

/** The showcase area in Polish. */
export default {
  'showcase.documentTitle': 'Galeria',
  'showcase.loading': 'Wczytywanie galerii…',
  'showcase.unavailable': 'Galeria niedostępna',
  'showcase.tryAgain': 'Spróbuj ponownie',
  'showcase.goHome': 'Strona główna',
  'showcase.inviteTitle': 'Dokumentuj własne figurki',
  'showcase.photoAlt': 'Pomalowana figurka: {name}',
  'showcase.noPhoto': 'Brak zdjęcia',
  'showcase.recipe': 'Przepis malowania',
  'showcase.noPaints': 'Dla tej figurki nie zapisano farb.',
  'showcase.wip': 'Postępy pracy',
  'showcase.wipPhoto': '{stage}: zdjęcie postępów {number, number}',
  'showcase.ownAll': 'Masz {owned} z {total}.',
  'showcase.ownSome': 'Masz {owned} z {total}; dla pozostałych ({other}) najbliższe twoje to: {closest}.',
  'showcase.closestFor': '{paint} zamiast {recipePaint} (ΔE {difference})',
  'showcase.nothingClose': 'nic podobnego do {paint}',
  'showcase.schemeSavedTitle': 'Schemat zapisany',
  'showcase.schemeSavedText': '„{name}” jest teraz jednym z twoich schematów.',
  'showcase.schemeSaveFailed': 'Nie udało się zapisać schematu',
  'showcase.seeSchemes': 'Zobacz w swoich schematach',
  'showcase.useRecipe': 'Użyj tego przepisu',
} satisfies AreaCatalog<typeof showcase>;
