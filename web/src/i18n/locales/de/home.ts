import type { AreaCatalog } from '../../catalog';
import type home from '../en/home';

/** The home area in German. */
export default {
  'home.title': 'Start',
  'home.hello': 'Hallo, {name}',
  'home.yourTable': 'Dein Basteltisch',
  'home.shortcuts': 'Schnellzugriffe',
  'home.scan': 'Scannen',
  'home.addPaint': 'Farbe hinzufügen',
  'home.import': 'Importieren',
  'home.paints': 'Deine Farben',
  'home.loadingPaints': 'Deine Farben werden geladen…',
  'home.owned': 'im Besitz · {pots, plural, one {# Topf} other {# Töpfe}}',
  'home.onWishlist': 'auf deiner Wunschliste',
  'home.pile': 'Pile of Shame',
  'home.loadingPile': 'Dein Stapel wird geladen…',
  'home.stillToPaint': '{count, plural, one {Modell} other {Modelle}} noch zu bemalen',
  'home.openPile': 'Pile of Shame öffnen',
  'home.latest': 'Neueste Miniaturen',
  'home.loadingMiniatures': 'Deine Miniaturen werden geladen…',
  'home.noMiniatures': 'Noch keine bemalten Miniaturen.',
  'home.addOne': 'Füge eine deiner Galerie hinzu',
  'home.noGoal':
    '{painted, plural, one {# Modell} other {# Modelle}} diesen Monat bemalt. Setze beim Pile of Shame ein Monatsziel, um deinen Fortschritt zu sehen.',
  'home.goal': '{painted} von {goal, plural, one {# Modell} other {# Modellen}} diesen Monat bemalt',
  'home.goalLabel': 'Ziel dieses Monats',
} satisfies AreaCatalog<typeof home>;
