import type { AreaCatalog } from '../../catalog';
import type landing from '../en/landing';

/** The landing area in French. */
export default {
  'landing.metaDescription':
    'The Paint Forge : un outil gratuit, utilisable hors ligne, pour les peintres de figurines. Cherche parmi {paints} peintures de {brands} marques, suis ton inventaire et ta liste d’envies, et partage tes figurines peintes avec leurs recettes.',
  'landing.hero': 'Gère ta collection de peintures et tes projets de figurines',
  'landing.heroPaints': 'Quelques peintures de la base',
  'landing.start': 'Commencer GRATUITEMENT',
  'landing.haveAccount': 'Déjà un compte ?',
  'landing.featuresTitle': 'Tout pour maîtriser ta collection de peintures',
  'landing.databaseTitle': 'Une base de peintures complète',
  'landing.databaseText':
    '{paints} peintures de {brands} marques, dont {brandList}, chacune avec son code couleur hex pour comparer les teintes côte à côte.',
  'landing.inventoryTitle': 'Ton inventaire personnel',
  'landing.inventoryText':
    'Garde tes peintures à part de la base complète, avec les quantités et une liste d’envies, pour ne jamais acheter deux fois le même pot.',
  'landing.showcaseTitle': 'Vitrine de figurines',
  'landing.showcaseText':
    'Documente tes figurines peintes avec photos, recettes de peinture par partie, techniques et notes, puis partage-les.',
  'landing.benefitsTitle': 'Pourquoi les peintres aiment The Paint Forge',
  'landing.benefitSearch': 'Recherche et filtres instantanés sur les {brands} marques, par nom, marque, gamme ou couleur hex',
  'landing.benefitShare': 'Partage tes projets terminés avec toutes les peintures et les photos',
  'landing.benefitGlance': 'Vois d’un coup d’œil ce que tu as et ce qui est sur ta liste d’envies avant d’acheter',
  'landing.benefitOffline': 'Fonctionne hors ligne : la base reste sur ton appareil, consultable en boutique même sans réseau',
  'landing.benefitInstall': 'S’installe comme une app sur téléphone, tablette ou ordinateur, sans passer par un store',
  'landing.benefitFree': 'Gratuit, sans publicité ni pistage',
  'landing.ctaTitle': 'Prêt à ranger ta collection de peintures ?',
  'landing.ctaText':
    'L’inscription est gratuite avec une adresse e-mail et un mot de passe. Parcours la base de peintures tout de suite, sans compte.',
  'landing.createAccount': 'Créer mon compte gratuit',
  'landing.guide': 'Voir le guide complet et le tutoriel',
  'landing.notFound.title': 'Page introuvable',
  'landing.notFound.heading': '404 Page introuvable',
  'landing.notFound.text': 'Cette adresse n’existe pas ici. Le lien est peut-être ancien ou mal saisi.',
  'landing.notFound.home': 'Retour à l’accueil',
} satisfies AreaCatalog<typeof landing>;
