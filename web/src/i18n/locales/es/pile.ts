import type { AreaCatalog } from '../../catalog';
import type pile from '../en/pile';

/** The pile area in Spanish (el montón de la vergüenza). */
export default {
  'pile.title': 'Montón de la vergüenza',
  'pile.description': 'Cada miniatura que tienes, fase a fase, y lo rápido que baja el montón.',
  'pile.signUpTitle': 'Mira cómo baja tu montón de la vergüenza',
  'pile.signUpText':
    'Crea una cuenta gratuita para seguir cada caja de sin montar a barnizada, con una gráfica de miniaturas compradas frente a miniaturas pintadas.',
  'pile.loading': 'Cargando tu montón…',
  'pile.addBox': 'Añadir una caja',
  'pile.settings': 'Ajustes del montón',
  'pile.emptyTitle': 'Tu montón está vacío',
  'pile.emptyText':
    'Añade las cajas que tienes, con las miniaturas que traiga cada una, y hazlas avanzar a medida que montas, imprimas y pintas.',
  'pile.size': '{count, plural, one {# miniatura en el montón} other {# miniaturas en el montón}}',
  'pile.listHeadingAll': 'Todo, primero lo que lleva más tiempo en su fase',
  'pile.listHeadingStage': '{stage}, primero lo que lleva más tiempo en la fase',
  'pile.nothingInStage': 'Nada en esta fase',
  'pile.showAll': 'Mostrar todo',
  'pile.deleted': '{name} eliminada',
  'pile.undo': 'Deshacer',
  'pile.restoreEntry': 'Restaurar la entrada',
  'pile.deleteFailed': 'No se pudo eliminar la entrada',
  'pile.movedSome': '{count} de {total} {name}: {stage}',
  'pile.moved': '{name}: {stage}',
  'pile.movedFrom': 'Antes: {stage}.',
  'pile.undoMoveAlt': 'Usa el botón de volver de la entrada para devolverla a {stage}.',
  'pile.moveFailed': 'No se pudo mover la entrada',
  'pile.deleteTitle': '¿Eliminar esta entrada?',
  'pile.deleteText': '{name} ({count, plural, one {# miniatura} other {# miniaturas}}) sale de tu montón. Puedes deshacerlo justo después.',
  'pile.delete': 'Eliminar',
} satisfies AreaCatalog<typeof pile>;
