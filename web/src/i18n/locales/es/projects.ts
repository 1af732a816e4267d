import type { AreaCatalog } from '../../catalog';
import type projects from '../en/projects';

/** The projects area in Spanish, as Spanish painters say it (miniatura, receta de pintura, montón). */
export default {
  'projects.title': 'Proyectos',
  'projects.description': 'Tus miniaturas pintadas, con sus fotos y la receta de pintura de cada parte.',
  'projects.heading': 'Galería de miniaturas pintadas',
  'projects.searchLabel': 'Buscar miniaturas',
  'projects.searchPlaceholder': 'Buscar por nombre o descripción…',
  'projects.add': 'Añadir miniatura pintada',
  'projects.accountRequired': 'Crea una cuenta para añadir tus miniaturas pintadas.',
  'projects.showPile': 'Mostrar también el montón',
  'projects.count': '{count, plural, one {# miniatura} other {# miniaturas}}',
  'projects.countMatching': '{shown, number} de {total, plural, one {# miniatura} other {# miniaturas}} coinciden',
  'projects.signUpTitle': 'Presume de tus miniaturas pintadas',
  'projects.signUpText':
    'Crea una cuenta gratuita para documentar tus miniaturas pintadas con fotos, recetas de pintura por partes, técnicas y notas, y compártelas con todas sus pinturas.',
  'projects.loading': 'Cargando tus miniaturas…',
  'projects.emptyTitle': 'Aún no hay miniaturas pintadas',
  'projects.emptyText': 'Añade una foto de una miniatura que hayas pintado, con un nombre y unas palabras sobre ella.',
  'projects.nothingPaintedTitle': 'Aún no hay nada pintado',
  'projects.nothingPaintedText': 'Todas tus miniaturas están en el montón. Pásalas a «Pintada» cuando las termines.',
  'projects.noMatchTitle': 'Ninguna miniatura coincide con tu búsqueda',
  'projects.noMatchText': 'Prueba con otra palabra del nombre o la descripción de una miniatura.',
  'projects.clearSearch': 'Borrar búsqueda',

  'projects.gridLabel': 'Miniaturas pintadas',
  'projects.deletedTitle': 'Miniatura eliminada',
  'projects.deletedText': '{name} se ha quitado de tu galería.',
  'projects.deleteFailed': 'No se pudo eliminar la miniatura. Inténtalo de nuevo.',
  'projects.photoOf': 'Foto de {name}',
  'projects.paintCount': '{count, plural, one {# pintura} other {# pinturas}}',
  'projects.viewDetails': 'Ver detalles',
  'projects.viewDetailsOf': 'Ver detalles de {name}',
  'projects.edit': 'Editar',
  'projects.editNamed': 'Editar {name}',
  'projects.delete': 'Eliminar',
  'projects.deleteNamed': 'Eliminar {name}',
  'projects.deleteConfirmTitle': '¿Eliminar {name}?',
  'projects.deleteConfirmText': 'La miniatura, su foto y su receta de pintura se quitarán de tu galería.',
  'projects.deleteConfirm': 'Eliminar miniatura',

  'projects.moveFailed': 'No se pudo mover la miniatura',
  'projects.stageOf': 'Fase de {name}: {stage}. Cambiar fase',
  'projects.stage': 'Fase',
  'projects.moveOn': 'Pasar {name} a {stage}',
} satisfies AreaCatalog<typeof projects>;
