import type { AreaCatalog } from '../../catalog';
import type legal from '../en/legal';

/** The legal pages in French (politique de confidentialité, conditions d’utilisation). */
export default {
  'legal.lastUpdated': 'Dernière mise à jour : {date}',
  'legal.privacy.title': 'Politique de confidentialité',
  'legal.privacy.intro':
    'The Paint Forge est un outil gratuit pour les peintres de figurines : une base de peintures, un inventaire personnel avec liste d’envies, et une galerie de figurines peintes avec leurs recettes. Cette politique explique ce qui est collecté, pourquoi, où c’est conservé et comment le faire supprimer. En bref : nous collectons ce qu’il faut pour vous donner un compte et garder vos notes de peinture, rien de plus, et nous ne vous montrons pas de publicité et ne vous pistons pas.',
  'legal.privacy.collectTitle': 'Ce que nous collectons',
  'legal.privacy.accountTitle': 'Votre compte',
  'legal.privacy.email.term': 'Adresse e-mail',
  'legal.privacy.email.text':
    ', pour vous reconnaître à la connexion (authentification), confirmer que l’adresse est bien la vôtre et vous envoyer des messages sur votre compte, comme un lien de vérification ou de réinitialisation du mot de passe. Nous n’envoyons ni lettre d’information ni marketing.',
  'legal.privacy.password.term': 'Mot de passe',
  'legal.privacy.password.text': ', conservé uniquement sous forme de hachage à sens unique ; personne, nous compris, ne peut le lire.',
  'legal.privacy.name.term': 'Prénom et nom',
  'legal.privacy.name.text': ', affichés dans le menu de votre compte et sur votre profil.',
  'legal.privacy.picture.term': 'Photo de profil',
  'legal.privacy.picture.text': ', seulement si vous choisissez d’en ajouter une.',
  'legal.privacy.records.term': 'Données du compte',
  'legal.privacy.records.text':
    ' : date de création du compte et de dernière connexion, vérification ou non de votre e-mail, et statut d’administrateur.',
  'legal.privacy.addedTitle': 'Ce que vous ajoutez',
  'legal.privacy.added.paints': 'Les peintures de votre inventaire et de votre liste d’envies, avec quantités, priorités et notes.',
  'legal.privacy.added.projects': 'Vos projets (figurines peintes) : noms, descriptions, photos et recettes.',
  'legal.privacy.added.feedback':
    'Les retours que vous nous envoyez, avec votre adresse e-mail et votre nom pour que nous puissions répondre.',
  'legal.privacy.technicalTitle': 'Journaux techniques',
  'legal.privacy.technical':
    'Comme tout serveur web, le nôtre enregistre les requêtes (heure, adresse demandée, adresse IP, type de navigateur, erreurs) pour garder le service sûr et en état de marche. Ces journaux sont conservés peu de temps et ne servent à rien d’autre.',
  'legal.privacy.notTitle': 'Ce que nous ne faisons pas',
  'legal.privacy.noAds':
    'The Paint Forge n’intègre {noAdvertising}. Aucune publicité n’est affichée et aucune régie ne reçoit vos données.',
  'legal.privacy.noAdvertising': 'aucun service publicitaire',
  'legal.privacy.noTracking':
    'Elle n’utilise {noAnalytics} ni {noCookies}, et ne charge aucun script ni police depuis les serveurs d’autres sociétés. (Une photo de projet ajoutée en collant une adresse web est chargée depuis cette adresse.)',
  'legal.privacy.noAnalytics': 'aucune mesure d’audience tierce',
  'legal.privacy.noCookies': 'aucun cookie de pistage',
  'legal.privacy.noSelling':
    'Nous ne vendons, ne louons ni n’échangeons vos données personnelles, et ne les partageons que comme décrit ci-dessous.',
  'legal.privacy.deviceTitle': 'Données gardées sur votre appareil',
  'legal.privacy.deviceIntro':
    'The Paint Forge fonctionne hors ligne : elle garde donc des données dans votre navigateur, sur votre appareil. Elles ne quittent votre appareil que pour se synchroniser avec votre compte :',
  'legal.privacy.localStorage.term': 'Stockage local',
  'legal.privacy.localStorage.text':
    ' : votre jeton de connexion et les informations de base du compte ({token} et {user}), ainsi que votre choix de thème ({theme}).',
  'legal.privacy.indexedDb.term': 'IndexedDB',
  'legal.privacy.indexedDb.text':
    ' : une copie de la base de peintures commune, et vos propres peintures et projets, pour que l’app s’ouvre et cherche sans connexion.',
  'legal.privacy.appCache.term': 'Cache de l’app',
  'legal.privacy.appCache.text': ' : les fichiers de l’app, stockés par son service worker pour qu’elle s’ouvre hors ligne.',
  'legal.privacy.deviceRemove':
    'Se déconnecter retire votre connexion et vos données personnelles de cet appareil. Vous pouvez tout effacer à tout moment en supprimant les données de ce site dans les réglages du navigateur.',
  'legal.privacy.cookiesTitle': 'Politique relative aux cookies',
  'legal.privacy.cookies':
    'The Paint Forge ne dépose aucun cookie publicitaire, de mesure d’audience ou de pistage. Elle vous connecte avec un jeton gardé dans le stockage local (voir plus haut), indispensable au fonctionnement de l’app et jamais utilisé pour vous suivre sur d’autres sites. Comme rien de facultatif n’est stocké, il n’y a rien à accepter au-delà de l’usage de l’app.',
  'legal.privacy.whoTitle': 'Qui peut voir vos données',
  'legal.privacy.who.private': 'Votre inventaire, votre liste d’envies, vos projets et vos retours sont privés et liés à votre compte.',
  'legal.privacy.who.shared':
    'Si vous partagez un projet, toute personne ayant son lien de vitrine peut le voir : nom, description, photo et recette. Votre adresse e-mail n’y apparaît jamais.',
  'legal.privacy.who.admins':
    'Les personnes qui gèrent ce service (administrateurs) peuvent voir les informations des comptes et les totaux pour le faire fonctionner et le protéger, et lire les retours que vous envoyez.',
  'legal.privacy.who.law':
    'Nous ne communiquons des données aux autorités que si la loi l’exige, ou pour signaler un contenu illégal comme le prévoient nos conditions.',
  'legal.privacy.keepTitle': 'Durée de conservation et suppression',
  'legal.privacy.keep':
    'Nous gardons votre compte et vos contenus tant que le compte existe. Pour supprimer votre compte et toutes ses données, écrivez-nous depuis l’adresse du compte à {mail}. Un administrateur supprimera le compte, ce qui efface définitivement votre profil, votre inventaire, votre liste d’envies, vos projets, photos, recettes et retours. C’est irréversible. Les copies dans les sauvegardes sont écrasées au fil de leur rotation.',
  'legal.privacy.copy': 'Vous pouvez aussi nous demander une copie de vos données, ou leur correction, à la même adresse.',
  'legal.privacy.securityTitle': 'Sécurité',
  'legal.privacy.security':
    'Les mots de passe sont hachés, les connexions à un serveur bien configuré sont chiffrées, et chaque demande portant sur vos données est vérifiée par rapport à votre compte. Aucun système n’est parfaitement sûr : utilisez donc un mot de passe que vous n’utilisez nulle part ailleurs.',
  'legal.privacy.selfHostedTitle': 'Copies auto-hébergées',
  'legal.privacy.selfHosted':
    'The Paint Forge est un logiciel que chacun peut faire tourner sur son propre serveur. Si vous utilisez une copie gérée par quelqu’un d’autre, cet opérateur décide de son fonctionnement et répond de vos données ; cette politique décrit ce que fait le logiciel lui-même, et l’opérateur doit vous donner ses coordonnées.',
  'legal.privacy.childrenTitle': 'Enfants',
  'legal.privacy.children':
    'The Paint Forge ne s’adresse pas aux enfants de moins de 13 ans, et nous ne collectons pas sciemment leurs données personnelles.',
  'legal.privacy.changesTitle': 'Modifications et contact',
  'legal.privacy.changes':
    'Si cette politique change, nous mettrons à jour la date en haut de cette page. Questions sur vos données : {mail}. Voir aussi nos {terms}.',
  'legal.privacy.termsLink': 'conditions d’utilisation',
  'legal.terms.title': 'Conditions d’utilisation',
  'legal.terms.intro':
    'Ces conditions s’appliquent à votre usage de The Paint Forge, un outil gratuit pour suivre vos peintures de figurines et partager vos figurines peintes. En créant un compte ou en utilisant le service, vous les acceptez. Lisez aussi notre {privacy}.',
  'legal.terms.privacyLink': 'politique de confidentialité',
  'legal.terms.serviceTitle': 'Le service',
  'legal.terms.service':
    'The Paint Forge est fourni gratuitement. Nous pouvons modifier, suspendre ou arrêter des fonctions, et nous essaierons de prévenir des changements qui touchent vos données. C’est un outil indépendant de fans, sans lien avec aucun fabricant de peinture ou de figurines ni aucun éditeur de jeux.',
  'legal.terms.accountTitle': 'Votre compte',
  'legal.terms.account.email': 'Indiquez une vraie adresse e-mail où vous recevez du courrier, et gardez votre mot de passe pour vous.',
  'legal.terms.account.responsible':
    'Vous répondez de ce qui se passe sous votre compte. Prévenez-nous tout de suite si vous pensez que quelqu’un d’autre l’a utilisé.',
  'legal.terms.account.one': 'Une personne, un compte. Les comptes ne peuvent être ni vendus ni cédés.',
  'legal.terms.contentTitle': 'Vos contenus',
  'legal.terms.content':
    'Vous restez propriétaire des photos, descriptions, recettes et notes que vous ajoutez. Vous nous autorisez à les stocker, à vous les montrer et à montrer un projet à toute personne avec qui vous partagez son lien, seulement dans la mesure nécessaire au service. Vous pouvez supprimer vos contenus, et votre compte, à tout moment.',
  'legal.terms.imagesTitle': 'Politique sur les images',
  'legal.terms.imagesIntro':
    'Toute image que vous envoyez, capturez ou liez doit concerner la peinture de figurines. Les images ne doivent pas contenir :',
  'legal.terms.images.adult': 'de contenu pour adultes ou sexuellement explicite ;',
  'legal.terms.images.violent':
    'de contenu violent ou sanglant (au-delà des figurines peintes de fantasy et de wargame dont parle le hobby) ;',
  'legal.terms.images.hateful': 'de contenu haineux qui attaque des personnes pour ce qu’elles sont ;',
  'legal.terms.images.illegal': 'de contenu illégal, de quelque nature que ce soit ;',
  'legal.terms.images.copyright':
    'd’œuvres protégées que vous n’avez pas le droit de partager, comme les photos d’autres peintres ou des illustrations commerciales ;',
  'legal.terms.images.spam': 'de spam, de publicité ou quoi que ce soit sans rapport avec la peinture de figurines.',
  'legal.terms.violations':
    'Toute infraction entraîne la fermeture immédiate et définitive du compte avec suppression de toutes ses données. Les contenus illégaux sont signalés aux autorités.',
  'legal.terms.useTitle': 'Usage acceptable',
  'legal.terms.use.security':
    'N’essayez pas de casser, de surcharger ou de contourner la sécurité du service, ni d’accéder aux données d’autrui.',
  'legal.terms.use.automation': 'N’utilisez pas d’outils automatisés pour créer des comptes ou copier le service à grande échelle.',
  'legal.terms.use.law': 'N’utilisez pas le service pour harceler qui que ce soit ou enfreindre la loi.',
  'legal.terms.databaseTitle': 'La base de peintures',
  'legal.terms.database':
    'Les noms, gammes et couleurs des peintures viennent du jeu de données miniature-paints, entretenu par la communauté et publié sous licence MIT (voir {licences}). Les couleurs sont des approximations, et les noms de peintures et de marques sont des marques de leurs propriétaires, utilisées seulement pour désigner leurs produits.',
  'legal.terms.licencesLink': 'Données de peinture et licences',
  'legal.terms.warrantyTitle': 'Absence de garantie, responsabilité limitée',
  'legal.terms.warranty':
    'Le service est fourni « tel quel », sans garantie d’aucune sorte. Nous faisons de notre mieux pour qu’il fonctionne et que vos données soient en sécurité, mais nous ne pouvons pas promettre qu’il sera toujours disponible ou sans erreur. Dans la mesure permise par la loi, nous ne sommes pas responsables des pertes de données, des pertes de profits ni des dommages indirects liés à votre usage du service. Gardez vos propres copies de tout ce qui compte.',
  'legal.terms.endingTitle': 'Fin de l’utilisation',
  'legal.terms.ending':
    'Vous pouvez cesser d’utiliser le service et nous demander de supprimer votre compte à tout moment (voir la politique de confidentialité). Nous pouvons suspendre ou fermer un compte qui enfreint ces conditions ; pour une infraction à la politique sur les images, c’est immédiat, comme indiqué plus haut.',
  'legal.terms.changesTitle': 'Modifications et contact',
  'legal.terms.changes':
    'Si ces conditions changent, nous mettrons à jour la date en haut de cette page ; continuer à utiliser le service vaut acceptation des nouvelles conditions. Questions : {mail}.',
} satisfies AreaCatalog<typeof legal>;
