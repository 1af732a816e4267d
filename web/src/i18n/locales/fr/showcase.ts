import type { AreaCatalog } from '../../catalog';
import type showcase from '../en/showcase';

/** The showcase area in French. */
export default {
  'showcase.documentTitle': 'Vitrine',
  'showcase.loading': 'Chargement de la vitrine…',
  'showcase.unavailable': 'Vitrine indisponible',
  'showcase.tryAgain': 'Réessayer',
  'showcase.goHome': 'Aller à l’accueil',
  'showcase.inviteTitle': 'Documente tes propres figurines',
  'showcase.photoAlt': 'Figurine peinte : {name}',
  'showcase.noPhoto': 'Pas de photo',
  'showcase.recipe': 'Recette de peinture',
  'showcase.noPaints': 'Aucune peinture notée pour cette figurine.',
  'showcase.wip': 'En cours de peinture',
  'showcase.wipPhoto': '{stage} : photo d’étape {number, number}',
  'showcase.ownAll': 'Tu en as {owned} sur {total}.',
  'showcase.ownSome': 'Tu en as {owned} sur {total} ; pour les {other} autres, tes plus proches sont : {closest}.',
  'showcase.closestFor': '{paint} pour {recipePaint} (ΔE {difference})',
  'showcase.nothingClose': 'rien de proche de {paint}',
  'showcase.schemeSavedTitle': 'Schéma enregistré',
  'showcase.schemeSavedText': '« {name} » fait maintenant partie de tes schémas.',
  'showcase.schemeSaveFailed': 'Impossible d’enregistrer le schéma',
  'showcase.seeSchemes': 'Le voir dans tes schémas',
  'showcase.useRecipe': 'Utiliser cette recette',
} satisfies AreaCatalog<typeof showcase>;
