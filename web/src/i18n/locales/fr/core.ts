import type { AreaCatalog } from '../../catalog';
import type core from '../en/core';

/** French, as French painters say it (sous-couche, lavis, glacis, brossage à sec); paint names, brands and ranges stay. */
export default {
  'accountRequired.inventory': 'Crée un compte pour suivre ton stock de peintures.',
  'accountRequired.wishlist': 'Crée un compte pour tenir une liste d’envies.',
  'accountRequired.title': 'Compte requis',

  'admin.accessDeniedTitle': 'Accès refusé',
  'admin.accessDenied': 'Tu n’as pas l’autorisation d’accéder au tableau de bord d’administration.',
  'admin.toggleSuccess': 'Statut administrateur de l’utilisateur mis à jour',
  'admin.toggleFailed': 'Impossible de modifier le statut administrateur de l’utilisateur',
  'admin.deleteSuccess': 'Utilisateur supprimé',
  'admin.deleteFailed': 'Impossible de supprimer l’utilisateur',
  'admin.userNotFound': 'Utilisateur introuvable',
  'admin.ownAdminRight': 'Tu ne peux pas retirer tes propres droits d’administrateur. Demande à un autre administrateur.',
  'admin.ownAccount':
    'Tu ne peux pas supprimer ton propre compte depuis le tableau de bord. Demande à un autre administrateur, ou supprime-le depuis ton profil.',
  'admin.lastAdmin': 'C’est le dernier administrateur. Nomme d’abord un autre utilisateur administrateur.',
  'admin.neverBackedUp': 'Jamais',

  'barcode.invalidCode': 'Ce n’est pas un code-barres EAN-13, EAN-8 ou UPC-A valide. Vérifie les chiffres et réessaie.',
  'barcode.unknownCode': 'Ce code-barres n’est encore lié à aucune peinture.',

  'closeness.same': 'Même couleur',
  'closeness.veryClose': 'Très proche',
  'closeness.close': 'Proche',
  'closeness.far': 'Éloignée',
  'closeness.explanation':
    'ΔE (CIEDE2000) mesure l’écart visible entre deux couleurs : jusqu’à 1 identiques, jusqu’à 3 très proches, jusqu’à 6 proches, au-delà une autre couleur.',

  'feedbackType.general': 'Avis général',
  'feedbackType.feature': 'Suggestion de fonctionnalité',
  'feedbackType.bug': 'Signalement de bug',
  'feedbackStatus.open': 'Ouvert',
  'feedbackStatus.inProgress': 'En cours',
  'feedbackStatus.resolved': 'Résolu',
  'feedbackStatus.closed': 'Fermé',
  'feedback.submittedTitle': 'Avis envoyé',
  'feedback.submittedText': 'Merci pour ton avis ! Nous allons le lire et te répondre bientôt.',
  'feedback.submitFailedTitle': 'Impossible d’envoyer l’avis',
  'feedback.noHistory': 'Aucun avis envoyé pour l’instant',
  'feedback.queuedTitle': 'Enregistré sur cet appareil',
  'feedback.queuedDescription': 'Pas de connexion : ton avis sera envoyé dès que tu seras de nouveau en ligne.',

  'authForm.invalidEmail': 'Saisis une adresse e-mail valide',
  'authForm.passwordMin': 'Le mot de passe doit contenir au moins 8 caractères',
  'authForm.captchaRequired': 'Résous le captcha',
  'authForm.captchaWrong': 'La réponse au captcha est incorrecte. Réessaie.',
  'authForm.weakPassword': 'Mot de passe trop faible. Choisis un mot de passe plus robuste.',
  'authForm.emailExists': 'Un compte existe déjà avec cette adresse e-mail. Essaie plutôt de te connecter.',
  'projectForm.miniatureNameRequired': 'Le nom de la figurine est obligatoire',
  'projectForm.missingName': 'Informations manquantes : donne un nom à ta figurine.',
  'recipeForm.partNameRequired': 'Le nom de la zone est obligatoire',
  'recipeForm.paintRequired': 'Choisis une peinture ou « personnalisée »',
  'recipeForm.customPaintRequired': 'Le nom, la marque et la couleur de la peinture personnalisée sont obligatoires',
  'image.invalidType': 'Type de fichier non valide',
  'image.tooLarge': 'Fichier trop volumineux',

  'kind.flat': 'Mate',
  'kind.metallic': 'Métallique',
  'kind.fluorescent': 'Fluo',
  'kind.wash': 'Lavis',
  'kind.contrast': 'Contrast',
  'kind.glaze': 'Glacis',

  'language.label': 'Langue',
  'language.description': 'La langue dans laquelle l’application te parle.',

  'offline.saved': 'Base de peintures enregistrée pour une utilisation hors ligne',

  'paintAdded.toWishlist': 'Ajoutée à la liste d’envies',
  'paintAdded.toInventory': 'Ajoutée au stock',
  'paintAdded.which': '{name} ({brand})',
  'paintAdded.oneMore': 'Un pot de plus de {name} (×{count})',
  'paintAdded.nowHave': '{brand} : tu as maintenant {count, plural, one {# pot} other {# pots}}.',
  'paintAdded.bought': 'Marquée comme achetée',
  'paintAdded.boughtDescription': '{name} ({brand}) est passée de ta liste d’envies à ton stock.',
  'paintAdded.alreadyOwned': 'Déjà dans ton stock',
  'paintAdded.alreadyWished': 'Déjà dans ta liste d’envies',

  'roster.tooLarge': 'Ce fichier est trop gros pour une liste d’armée (5 Mo ou 5 000 lignes de texte au plus). Rien n’a été enregistré.',
  'roster.unzippedTooLarge': 'Ce .rosz se décompresse en plus que n’importe quelle liste d’armée (20 Mo). Rien n’a été enregistré.',
  'roster.tooDeep': 'Ce fichier est bien plus imbriqué qu’une liste d’armée. Rien n’a été enregistré.',
  'roster.tooManyUnits': 'Cette liste compte plus de 500 unités. Répartis-la en plusieurs armées. Rien n’a été enregistré.',
  'roster.notARoster':
    'Nous ne savons pas lire cette liste d’armée. Exporte un .ros ou un .rosz depuis BattleScribe, un fichier JSON depuis New Recruit, ou colle la liste en texte. Rien n’a été enregistré.',
  'roster.notAZip': 'Ce fichier .rosz est endommagé : ce n’est pas un fichier zip. Rien n’a été enregistré.',
  'roster.noRosterInZip': 'Ce fichier zip ne contient aucune liste .ros. Rien n’a été enregistré.',
  'roster.doctype':
    'Ce fichier déclare ses propres entités XML, ce que ne fait jamais une liste d’armée : il n’a donc pas été lu. Rien n’a été enregistré.',

  'session.ended':
    'Ton mot de passe a été changé sur un autre appareil. Reconnecte-toi{unsent, plural, =0 {} one { — ta modification non envoyée est conservée sur cet appareil} other { — tes # modifications non envoyées sont conservées sur cet appareil}}.',

  'showcase.notFoundTitle': 'Cette figurine n’est plus partagée',
  'showcase.notFoundMessage': 'Ce lien de vitrine n’existe pas, ou son propriétaire a cessé de la partager.',
  'showcase.invitation':
    'Garde tes peintures, tes figurines peintes et leurs recettes au même endroit, gratuitement, et partage-les comme celle-ci.',

  'stage.unbuilt': 'Non montée',
  'stage.built': 'Montée',
  'stage.primed': 'Sous-couchée',
  'stage.painting': 'En peinture',
  'stage.painted': 'Peinte',
  'stage.based': 'Soclée',
  'stage.varnished': 'Vernie',

  'syncProblem.offline':
    'Pas de connexion. Tes modifications sont enregistrées sur cet appareil et seront envoyées dès ton retour en ligne.',
  'syncProblem.serverUnavailable':
    'Le serveur est injoignable pour le moment. Tes modifications sont enregistrées sur cet appareil ; nouvel essai sous peu.',
  'syncProblem.rateLimited':
    'Le serveur demande à cet appareil de ralentir. Tes modifications sont enregistrées sur cet appareil ; renvoi dans un instant.',
  'syncProblem.signedOut': 'Connecte-toi pour synchroniser. Tes modifications sont enregistrées sur cet appareil.',
  'syncProblem.otherAccount':
    'Un autre compte est connecté. Les modifications de ce compte restent sur cet appareil jusqu’à sa prochaine connexion.',
  'syncProblem.updateRequired':
    'Cette version de l’application est trop ancienne pour synchroniser. Recharge pour la mettre à jour ; tes modifications sont conservées.',
  'syncProblem.serverTooOld':
    'Le serveur est plus ancien que cette application et ne peut pas synchroniser avant sa mise à jour. Tes modifications restent sur cet appareil.',
  'syncProblem.clientMismatch': 'Les modifications de cet appareil appartiennent à un autre compte. Déconnecte-toi puis reconnecte-toi.',
  'syncProblem.forbidden':
    'Le serveur refuse de synchroniser cet appareil. Déconnecte-toi puis reconnecte-toi ; tes modifications restent sur cet appareil.',
  'syncProblem.stuck':
    'Cet appareil et le serveur ne s’accordent pas sur les modifications envoyées. Tes modifications restent sur cet appareil.',
  'syncProblem.badAnswer':
    'Le serveur a envoyé une réponse que cette application ne comprend pas. Tes modifications sont conservées ; nouvel essai plus tard.',
  'syncProblem.storageFull':
    'L’espace de stockage de ton appareil est plein. Libère de la place puis réessaie — rien de ce que tu avais enregistré n’a été perdu.',
  'syncProblem.unexpected':
    'Un problème est survenu pendant la synchronisation. Tes modifications restent sur cet appareil ; nouvel essai plus tard.',

  'trust.trusted': 'Compte pour le catalogue',
  'trust.unverified': 'Non compté : adresse e-mail non vérifiée',
  'trust.countsFrom': 'Compte à partir du {date} (membre depuis moins d’une semaine)',
  'trust.newMember': 'Pas encore compté : membre depuis moins d’une semaine',
  'trust.samePerson': 'Non compté : une autre adresse du même peintre',
  'trust.agreementProgress': '{counted} peintres de confiance sur {needed}',
  'trust.waits': 'En attente d’autres peintres vérifiés',
  'trust.appliesSoon': 'Appliqué dans l’heure',
  'trust.appliesOn': 'Appliqué le {date}',
  'trust.paintersWhoAgreed': '{count, plural, =0 {des peintres d’accord} one {# peintre d’accord} other {# peintres d’accord}}',
  'trust.changedBy': 'Modifié par {by}',
  'trust.correctedBy': 'Corrigé par {by}',
  'trust.measuredBy': 'Mesuré par {by}',
  'trust.correctionRemovedBy': 'Correction retirée par {by}',
  'trust.agreementDismissedBy': 'Accord rejeté par {by}',
  'trust.sourceAdmin': 'Corrigé par un administrateur',
  'trust.sourceReports': 'Validé par des peintres de confiance',
  'trust.sourceMeasurements': 'Mesuré par des peintres de confiance',

  'swatch.measuredBy': '{painters, plural, one {Mesuré par # peintre} other {Mesuré par # peintres}}',
  'swatch.spread': 'écart ΔE {spread}',
  'swatch.thinPooled': 'fin sur blanc / en accumulation',
  'swatch.approximate': 'échantillon approximatif',
  'swatch.approximateTwoStop': 'échantillon approximatif : fin sur blanc / en accumulation',
  'swatch.measuredExplanation':
    'Des peintres ont photographié un échantillon sur carton blanc et leurs mesures concordent. L’écart (CIEDE2000) dit à quel point elles différaient : jusqu’à 3, c’est très proche.',
  'feedbackReport.measured': 'Mesuré sur carton blanc',
  'feedbackReport.measuredPooled': 'en accumulation {color}',

  // ── Account helper (issue 38): a failure's words and every server error code's (messages/error-code-text.ts).
  'failure.connection': 'Erreur de connexion. Vérifie ta connexion Internet et réessaie.',
  'failure.server': 'Erreur du serveur. Réessaie dans quelques instants.',
  'failure.tryAgain': 'Réessaie.',
  'failure.showcaseRateLimited': 'Ce réseau a ouvert beaucoup de vitrines dans la dernière minute. Réessaie dans une minute.',
  'failure.addPaintTitle': 'Impossible d’ajouter la peinture',
  'failure.addPaintDescription': 'Une erreur est survenue pendant l’ajout de la peinture.',
  'errorCode.badRequest': 'Le serveur a refusé cette demande.',
  'errorCode.unknownChange': 'Modification inconnue « {mutation} ». Mets l’application à jour.',
  'errorCode.invalidField': 'La valeur de « {field} » n’est pas valide.',
  'errorCode.validation': 'Vérifie ce que tu as saisi et réessaie.',
  'errorCode.updateTheApp':
    'Cette version de l’application a envoyé une demande que le serveur n’accepte pas. Recharge pour la mettre à jour.',
  'errorCode.tooLarge': 'C’est trop volumineux pour être enregistré.',
  'errorCode.tooDeep': 'C’est trop imbriqué pour être enregistré.',
  'errorCode.uriTooLong': 'L’adresse de cette demande est trop longue.',
  'errorCode.headersTooLarge': 'Cette demande est trop volumineuse pour le serveur. Déconnecte-toi puis reconnecte-toi.',
  'errorCode.notFound':
    '{subject, select, photo {Sa photo n’a pas atteint le serveur, cette modification n’a donc pas été enregistrée.} pileSettings {Ces réglages de la Pile of Shame appartiennent à un autre compte. Déconnecte-toi puis reconnecte-toi.} paint {Cette peinture n’existe plus.} project {Cette figurine n’existe plus.} recipe {Cette peinture de recette n’existe plus.} army {Cette armée n’existe plus.} unit {Cette unité n’existe plus.} scheme {Ce schéma n’existe plus.} other {Cet élément n’existe plus.}}',
  'errorCode.conflict':
    '{subject, select, photo {Cette photo existe déjà.} pileSettings {Ces réglages de la Pile of Shame existent déjà.} paint {Cette peinture existe déjà.} project {Cette figurine existe déjà.} recipe {Cette peinture de recette existe déjà.} army {Cette armée existe déjà.} unit {Cette unité existe déjà.} scheme {Ce schéma existe déjà.} other {Cela contredit une modification faite ailleurs. Recharge et réessaie.}}',
  'errorCode.rateLimited': 'Trop de tentatives. Attends quelques minutes et réessaie.',
  'errorCode.storageFull': 'Tu as atteint ta limite de stockage. Supprime ce dont tu n’as plus besoin pour en ajouter.',
  'errorCode.quotaExceeded':
    'Tu as atteint la limite de {limit} {subject, select, paint {peintures} project {figurines} recipe {peintures de recette} pileSettings {réglages de la Pile of Shame} army {armées} unit {unités} other {schémas}}. Supprime ce dont tu n’as plus besoin pour en ajouter.',
  'errorCode.unauthenticated': 'Reconnecte-toi.',
  'errorCode.unauthorized': 'Ta session a pris fin. Reconnecte-toi.',
  'errorCode.passwordChanged': 'Ton mot de passe a été changé sur un autre appareil. Reconnecte-toi.',
  'errorCode.forbidden': 'Tu n’as pas l’autorisation de faire cela.',
  'errorCode.invalidCredentials': 'E-mail ou mot de passe incorrect. Vérifie tes identifiants et réessaie.',
  'errorCode.wrongPassword': 'Le mot de passe actuel est incorrect',
  'errorCode.sameEmail': 'C’est déjà l’adresse e-mail de ton compte.',
  'errorCode.alreadyVerified': 'Ton adresse e-mail est déjà vérifiée.',
  'errorCode.invalidToken': 'Ce lien est invalide ou a expiré.',
  'errorCode.ownAccount': 'Tu ne peux pas faire cela à ton propre compte. Demande à un autre admin.',
  'errorCode.backupsUnavailable': 'Ce serveur garde ses données dans PostgreSQL, sauvegardé avec ses propres outils (pg_dump), pas d’ici.',
  'errorCode.hashMismatch': 'La photo a été abîmée en chemin. Réessaie.',
  'errorCode.unreadableImage':
    'Cette photo n’a pas pu être lue jusqu’au bout, ses données cachées (comme une position GPS) n’ont donc pas pu être retirées. Enregistre-la de nouveau en JPEG, PNG ou WebP, ou fais-en une capture d’écran, et utilise celle-ci.',
  'errorCode.mailUnavailable': 'L’e-mail n’a pas pu être envoyé. Réessaie dans quelques minutes.',
  'errorCode.shuttingDown': 'Le serveur redémarre. Réessaie dans quelques instants.',
  'errorCode.imageLinkInvalid': 'Colle un lien qui commence par https:// ou http://.',
  'errorCode.imageLinkCredentials':
    'Les liens contenant un nom d’utilisateur ou un mot de passe ne peuvent pas être utilisés. Colle le lien propre de l’image.',
  'errorCode.imageLinkPrivate': 'Ce lien mène à une adresse privée ou locale. Seules les images de sites publics peuvent être utilisées.',
  'errorCode.imageLinkUnreachable': 'L’image n’a pas pu être récupérée depuis ce lien.',
  'errorCode.imageLinksBusy': 'Le serveur récupère beaucoup d’images en ce moment. Réessaie dans quelques secondes.',
  'errorCode.recipeFull': 'La recette de cette figurine est pleine : elle contient au plus {max} peintures. Retires-en avant d’en ajouter.',
  'errorCode.schemeFull': 'Ce schéma est plein : il contient au plus {limit} étapes. Retires-en avant d’en ajouter.',
  'errorCode.changeSetAside':
    'Cette modification n’a pas pu être enregistrée sur le serveur ; elle a été mise de côté pour laisser tes autres modifications se synchroniser.',
  'errorCode.changeTooLarge': 'Cette modification est trop volumineuse pour être enregistrée.',
  'errorCode.changeTooDeep': 'Cette modification est trop imbriquée pour être enregistrée.',
  'errorCode.changeInvalidField': 'Cette modification n’a pas été enregistrée : son champ « {field} » n’est pas valide.',
  'notice.aChange': 'Une modification',
  'notice.change':
    '{action, select, create {Ajout} edit {Modification} quantity {Changement de quantité} move {Déplacement} stage {Étape suivante} split {Division} delete {Suppression} restore {Restauration} share {Partage} unshare {Fin du partage} send {Envoi} link {Liaison} other {Modification}} : {entity, select, barcodeLink {code-barres} feedback {retour} paint {peinture} project {figurine} recipe {peinture de recette} pileSettings {réglages de la Pile of Shame} army {armée} unit {unité} scheme {schéma} other {élément}}{labelled, select, yes { « {label} »} other {}}',
  'notice.notSaved': 'Non enregistré : {change}',
  'notice.editedDeleted': '« {name} » a été supprimé sur un autre appareil. Ta modification est conservée et reviendra s’il est restauré.',
  'notice.addedToDeleted': '« {name} » a été supprimé sur un autre appareil. La peinture est conservée et reviendra s’il est restauré.',
  'notice.unknown':
    'Le serveur a enregistré cette modification avec une note que cette version de l’application ne peut pas afficher. Recharge pour la mettre à jour.',

  // Shared components' words (the dialog's Cancel, the sign-up prompt), added with the projects/armies/showcase areas.
  'common.cancel': 'Annuler',
  'common.createFreeAccount': 'Créer un compte gratuit',
  'common.pickColour': 'Choisir une couleur',
} satisfies AreaCatalog<typeof core>;
