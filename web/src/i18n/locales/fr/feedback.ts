import type { AreaCatalog } from '../../catalog';
import type feedback from '../en/feedback';

/** The feedback area in French. */
export default {
  'feedback.title': 'Retours',
  'feedback.description': 'Un bug, une fonction qui manque, ou juste quelque chose à dire ? Nous lisons chaque message.',
  'feedback.sendingAs': 'Envoyé en tant que',
  'feedback.type': 'Type',
  'feedback.subject': 'Objet',
  'feedback.message': 'Message',
  'feedback.placeholderGeneral': 'Dis-nous ce que tu penses de The Paint Forge…',
  'feedback.placeholderFeature': 'Décris la fonction que tu voudrais et comment elle aiderait ta peinture…',
  'feedback.placeholderBug': 'Décris les étapes pour reproduire le bug, ce que tu attendais et ce qui s’est passé à la place…',
  'feedback.submit': 'Envoyer le retour',
  'feedback.submitting': 'Envoi…',
  'feedback.history': 'Tes retours précédents',
  'feedback.hideHistory': 'Masquer l’historique',
  'feedback.showHistory': 'Afficher l’historique',
  'feedback.loading': 'Chargement...',
  'feedback.historyNotLoaded': 'Tes retours précédents n’ont pas pu être chargés.',
  'feedback.tryAgain': 'Réessayer',
  'feedback.waiting': 'En attente d’envoi',
  'feedback.waitingText':
    'Enregistré sur cet appareil avec tes autres modifications ; envoyé automatiquement quand tu seras de nouveau en ligne.',
  'feedback.submittedOn': 'Envoyé le {date}',
  'feedback.reply': 'Réponse de l’équipe',

  'feedback.subjectRequired': 'L’objet est obligatoire',
  'feedback.subjectTooLong': 'L’objet doit contenir au plus {max} caractères',
  'feedback.messageMin': 'Le message doit contenir au moins {min} caractères',
  'feedback.messageTooLong': 'Le message doit contenir au plus {max} caractères',
  'feedback.typeUnknown': 'Choisis Retour général, Demande de fonction ou Signalement de bug',
  'feedback.colorReportIsBug': 'Un signalement de couleur est un signalement de bug',
  'feedback.unknownCatalogPaint': 'Cette peinture n’est pas dans la base de peintures.',
  'feedback.idTaken': 'Cet identifiant de retour appartient à un autre message.',
  'feedback.idRequired': 'Un message en attente a besoin de l’identifiant créé sur l’appareil',
  'feedback.tooMany': 'Tu as envoyé beaucoup de retours cette dernière heure. Réessaie plus tard.',
  'feedback.replyTooLong': 'La réponse doit contenir au plus {max} caractères',
  'feedback.statusUnknown': 'Le statut doit être ouvert, en cours, résolu ou fermé',
  'feedback.nothingToChange': 'Envoie un statut, une réponse ou les deux',
  'feedback.notFound': 'Retour introuvable',
} satisfies AreaCatalog<typeof feedback>;
