import type { AreaCatalog } from '../../catalog';
import type showcase from '../en/showcase';

/** The showcase area in Spanish. */
export default {
  'showcase.documentTitle': 'Escaparate',
  'showcase.loading': 'Cargando el escaparate…',
  'showcase.unavailable': 'Escaparate no disponible',
  'showcase.tryAgain': 'Reintentar',
  'showcase.goHome': 'Ir al inicio',
  'showcase.inviteTitle': 'Documenta tus propias miniaturas',
  'showcase.photoAlt': 'Miniatura pintada: {name}',
  'showcase.noPhoto': 'Sin foto',
  'showcase.recipe': 'Receta de pintura',
  'showcase.noPaints': 'No hay pinturas anotadas para esta miniatura.',
  'showcase.wip': 'En progreso',
  'showcase.wipPhoto': '{stage}: foto de progreso {number, number}',
  'showcase.ownAll': 'Tienes {owned} de {total}.',
  'showcase.ownSome': 'Tienes {owned} de {total}; para las otras {other}, tus más parecidas son: {closest}.',
  'showcase.closestFor': '{paint} en lugar de {recipePaint} (ΔE {difference})',
  'showcase.nothingClose': 'nada parecido a {paint}',
  'showcase.schemeSavedTitle': 'Esquema guardado',
  'showcase.schemeSavedText': '«{name}» ya es uno de tus esquemas.',
  'showcase.schemeSaveFailed': 'No se pudo guardar el esquema',
  'showcase.seeSchemes': 'Verlo en tus esquemas',
  'showcase.useRecipe': 'Usar esta receta',
} satisfies AreaCatalog<typeof showcase>;
