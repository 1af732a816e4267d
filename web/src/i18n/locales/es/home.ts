import type { AreaCatalog } from '../../catalog';
import type home from '../en/home';

/** The home area in Spanish. */
export default {
  'home.title': 'Inicio',
  'home.hello': 'Hola, {name}',
  'home.yourTable': 'Tu mesa de pintura',
  'home.shortcuts': 'Accesos directos',
  'home.scan': 'Escanear',
  'home.addPaint': 'Añadir pintura',
  'home.import': 'Importar',
  'home.paints': 'Tus pinturas',
  'home.loadingPaints': 'Cargando tus pinturas…',
  'home.owned': 'en propiedad · {pots, plural, one {# bote} other {# botes}}',
  'home.onWishlist': 'en tu lista de deseos',
  'home.pile': 'Montaña de la vergüenza',
  'home.loadingPile': 'Cargando tu montaña…',
  'home.stillToPaint': '{count, plural, one {miniatura} other {miniaturas}} aún por pintar',
  'home.openPile': 'Abrir la montaña de la vergüenza',
  'home.latest': 'Últimas miniaturas',
  'home.loadingMiniatures': 'Cargando tus miniaturas…',
  'home.noMiniatures': 'Aún no hay miniaturas pintadas.',
  'home.addOne': 'Añade una a tu galería',
  'home.noGoal':
    '{painted, plural, one {# miniatura pintada} other {# miniaturas pintadas}} este mes. Fija un objetivo mensual en la montaña para ver cómo vas.',
  'home.goal': '{painted} de {goal, plural, one {# miniatura} other {# miniaturas}} pintadas este mes',
  'home.goalLabel': 'Objetivo de este mes',
} satisfies AreaCatalog<typeof home>;
