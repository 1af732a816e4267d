import type { AreaCatalog } from '../../catalog';
import type home from '../en/home';

/** The home area in French. */
export default {
  'home.title': 'Accueil',
  'home.hello': 'Bonjour, {name}',
  'home.yourTable': 'Ta table de peinture',
  'home.shortcuts': 'Raccourcis',
  'home.scan': 'Scanner',
  'home.addPaint': 'Ajouter une peinture',
  'home.import': 'Importer',
  'home.paints': 'Tes peintures',
  'home.loadingPaints': 'Chargement de tes peintures…',
  'home.owned': 'possédées · {pots, plural, one {# pot} other {# pots}}',
  'home.onWishlist': 'sur ta liste d’envies',
  'home.pile': 'Pile de la honte',
  'home.loadingPile': 'Chargement de ta pile…',
  'home.stillToPaint': '{count, plural, one {figurine} other {figurines}} encore à peindre',
  'home.openPile': 'Ouvrir la pile de la honte',
  'home.latest': 'Dernières figurines',
  'home.loadingMiniatures': 'Chargement de tes figurines…',
  'home.noMiniatures': 'Pas encore de figurine peinte.',
  'home.addOne': 'Ajoutes-en une à ta galerie',
  'home.noGoal':
    '{painted, plural, one {# figurine peinte} other {# figurines peintes}} ce mois-ci. Fixe un objectif mensuel dans la pile pour suivre tes progrès.',
  'home.goal': '{painted} sur {goal, plural, one {# figurine} other {# figurines}} peintes ce mois-ci',
  'home.goalLabel': 'Objectif du mois',
} satisfies AreaCatalog<typeof home>;
