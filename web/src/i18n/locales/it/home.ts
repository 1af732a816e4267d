import type { AreaCatalog } from '../../catalog';
import type home from '../en/home';

/** The home area in Italian. */
export default {
  'home.title': 'Home',
  'home.hello': 'Ciao, {name}',
  'home.yourTable': 'Il tuo tavolo da pittura',
  'home.shortcuts': 'Scorciatoie',
  'home.scan': 'Scansiona',
  'home.addPaint': 'Aggiungi un colore',
  'home.import': 'Importa',
  'home.paints': 'I tuoi colori',
  'home.loadingPaints': 'Caricamento dei tuoi colori…',
  'home.owned': 'posseduti · {pots, plural, one {# barattolo} other {# barattoli}}',
  'home.onWishlist': 'nella lista dei desideri',
  'home.pile': 'Pila della vergogna',
  'home.loadingPile': 'Caricamento della tua pila…',
  'home.stillToPaint': '{count, plural, one {miniatura} other {miniature}} ancora da dipingere',
  'home.openPile': 'Apri la pila della vergogna',
  'home.latest': 'Ultime miniature',
  'home.loadingMiniatures': 'Caricamento delle tue miniature…',
  'home.noMiniatures': 'Ancora nessuna miniatura dipinta.',
  'home.addOne': 'Aggiungine una alla galleria',
  'home.noGoal':
    '{painted, plural, one {# miniatura dipinta} other {# miniature dipinte}} questo mese. Imposta un obiettivo mensile nella pila per vedere come procedi.',
  'home.goal': '{painted} di {goal, plural, one {# miniatura} other {# miniature}} dipinte questo mese',
  'home.goalLabel': 'Obiettivo del mese',
} satisfies AreaCatalog<typeof home>;
