import type { AreaCatalog } from '../../catalog';
import type home from '../en/home';

/** The home area in Polish. */
export default {
  'home.title': 'Start',
  'home.hello': 'Cześć, {name}',
  'home.yourTable': 'Twój stół malarski',
  'home.shortcuts': 'Skróty',
  'home.scan': 'Skanuj',
  'home.addPaint': 'Dodaj farbę',
  'home.import': 'Importuj',
  'home.paints': 'Twoje farby',
  'home.loadingPaints': 'Wczytywanie twoich farb…',
  'home.owned': 'posiadane · {pots, plural, one {# słoiczek} few {# słoiczki} many {# słoiczków} other {# słoiczka}}',
  'home.onWishlist': 'na liście życzeń',
  'home.pile': 'Kupka wstydu',
  'home.loadingPile': 'Wczytywanie twojej kupki…',
  'home.stillToPaint': '{count, plural, one {model} few {modele} many {modeli} other {modelu}} do pomalowania',
  'home.openPile': 'Otwórz kupkę wstydu',
  'home.latest': 'Najnowsze figurki',
  'home.loadingMiniatures': 'Wczytywanie twoich figurek…',
  'home.noMiniatures': 'Nie ma jeszcze pomalowanych figurek.',
  'home.addOne': 'Dodaj pierwszą do galerii',
  'home.noGoal':
    '{painted, plural, one {# model pomalowany} few {# modele pomalowane} many {# modeli pomalowanych} other {# modelu pomalowanego}} w tym miesiącu. Ustaw miesięczny cel na kupce wstydu, by widzieć postępy.',
  'home.goal': '{painted} z {goal, plural, one {# modelu} few {# modeli} many {# modeli} other {# modelu}} pomalowane w tym miesiącu',
  'home.goalLabel': 'Cel na ten miesiąc',
} satisfies AreaCatalog<typeof home>;
