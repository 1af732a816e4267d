import type { AreaCatalog } from '../../catalog';
import type pile from '../en/pile';

/** The pile area in French (la pile de la honte, as French painters call it). */
export default {
  'pile.title': 'Pile de la honte',
  'pile.description': 'Chaque figurine que tu possèdes, étape par étape, et la vitesse à laquelle la pile fond.',
  'pile.signUpTitle': 'Regarde ta pile de la honte fondre',
  'pile.signUpText':
    'Crée un compte gratuit pour suivre chaque boîte, de non montée à vernie, avec une courbe des figurines achetées face aux figurines peintes.',
  'pile.loading': 'Chargement de ta pile…',
  'pile.addBox': 'Ajouter une boîte',
  'pile.settings': 'Réglages de la pile',
  'pile.emptyTitle': 'Ta pile est vide',
  'pile.emptyText':
    'Ajoute les boîtes que tu possèdes, quel que soit leur nombre de figurines, et fais-les avancer au fil du montage, de la sous-couche et de la peinture.',
  'pile.size': '{count, plural, one {# figurine sur la pile} other {# figurines sur la pile}}',
  'pile.listHeadingAll': 'Tout, les plus anciennes dans leur étape d’abord',
  'pile.listHeadingStage': '{stage}, les plus anciennes dans l’étape d’abord',
  'pile.nothingInStage': 'Rien à cette étape',
  'pile.showAll': 'Tout afficher',
  'pile.deleted': '{name} supprimée',
  'pile.undo': 'Annuler',
  'pile.restoreEntry': 'Restaurer l’entrée',
  'pile.deleteFailed': 'Impossible de supprimer l’entrée',
  'pile.movedSome': '{count} sur {total} {name} : {stage}',
  'pile.moved': '{name} : {stage}',
  'pile.movedFrom': 'Avant : {stage}.',
  'pile.undoMoveAlt': 'Utilise le bouton retour de l’entrée pour la remettre à l’étape {stage}.',
  'pile.moveFailed': 'Impossible de déplacer l’entrée',
  'pile.deleteTitle': 'Supprimer cette entrée ?',
  'pile.deleteText': '{name} ({count, plural, one {# figurine} other {# figurines}}) quitte ta pile. Tu peux annuler juste après.',
  'pile.delete': 'Supprimer',
} satisfies AreaCatalog<typeof pile>;
