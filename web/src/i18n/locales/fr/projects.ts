import type { AreaCatalog } from '../../catalog';
import type projects from '../en/projects';

/** The projects area in French, as French painters say it (figurine, recette de peinture, pile de la honte). */
export default {
  'projects.title': 'Projets',
  'projects.description': 'Tes figurines peintes, avec leurs photos et la recette de peinture de chaque partie.',
  'projects.heading': 'Galerie de figurines peintes',
  'projects.searchLabel': 'Rechercher des figurines',
  'projects.searchPlaceholder': 'Rechercher par nom ou description…',
  'projects.add': 'Ajouter une figurine peinte',
  'projects.accountRequired': 'Crée un compte pour ajouter tes figurines peintes.',
  'projects.showPile': 'Montrer aussi la pile',
  'projects.count': '{count, plural, one {# figurine} other {# figurines}}',
  'projects.countMatching': '{shown, number} sur {total, plural, one {# figurine} other {# figurines}} correspondent',
  'projects.signUpTitle': 'Montre tes figurines peintes',
  'projects.signUpText':
    'Crée un compte gratuit pour documenter tes figurines peintes avec des photos, des recettes de peinture par partie, des techniques et des notes, et partage-les avec toutes leurs peintures.',
  'projects.loading': 'Chargement de tes figurines…',
  'projects.emptyTitle': 'Pas encore de figurine peinte',
  'projects.emptyText': 'Ajoute la photo d’une figurine que tu as peinte, avec un nom et quelques mots.',
  'projects.nothingPaintedTitle': 'Rien de peint pour l’instant',
  'projects.nothingPaintedText': 'Tes figurines sont toutes sur la pile. Passe-les à « Peinte » quand tu les termines.',
  'projects.noMatchTitle': 'Aucune figurine ne correspond à ta recherche',
  'projects.noMatchText': 'Essaie un autre mot du nom ou de la description d’une figurine.',
  'projects.clearSearch': 'Effacer la recherche',

  'projects.gridLabel': 'Figurines peintes',
  'projects.deletedTitle': 'Figurine supprimée',
  'projects.deletedText': '{name} a été retirée de ta galerie.',
  'projects.deleteFailed': 'Impossible de supprimer la figurine. Réessaie.',
  'projects.photoOf': 'Photo de {name}',
  'projects.paintCount': '{count, plural, one {# peinture} other {# peintures}}',
  'projects.viewDetails': 'Voir les détails',
  'projects.viewDetailsOf': 'Voir les détails de {name}',
  'projects.edit': 'Modifier',
  'projects.editNamed': 'Modifier {name}',
  'projects.delete': 'Supprimer',
  'projects.deleteNamed': 'Supprimer {name}',
  'projects.deleteConfirmTitle': 'Supprimer {name} ?',
  'projects.deleteConfirmText': 'La figurine, sa photo et sa recette de peinture seront retirées de ta galerie.',
  'projects.deleteConfirm': 'Supprimer la figurine',

  'projects.moveFailed': 'Impossible de déplacer la figurine',
  'projects.stageOf': 'Étape de {name} : {stage}. Changer d’étape',
  'projects.stage': 'Étape',
  'projects.moveOn': 'Passer {name} à l’étape {stage}',
} satisfies AreaCatalog<typeof projects>;
