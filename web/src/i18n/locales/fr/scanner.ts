import type { AreaCatalog } from '../../catalog';
import type scanner from '../en/scanner';

/** The scanner area in French. */
export default {
  'scanner.title': 'Scanner une peinture',
  'scanner.scanAnother': 'En scanner une autre',
  'scanner.scanWithCamera': 'Scanner avec la caméra',
  'scanner.typeDigits': 'Saisir les chiffres',
  'scanner.lookingUp': 'Recherche du code-barres…',
  'scanner.signInToLink': 'Connecte-toi pour l’associer à une peinture.',
  'scanner.camera': 'Image de la caméra',
  'scanner.pointCamera': 'Vise le code-barres avec la caméra',
  'scanner.startingCamera': 'Démarrage de la caméra…',
  'scanner.cameraNoCamera': 'Aucune caméra n’a été trouvée sur cet appareil. Saisis plutôt les chiffres sous le code-barres.',
  'scanner.cameraDenied':
    'L’accès à la caméra a été refusé. Autorise la caméra pour ce site dans les réglages du navigateur, ou saisis plutôt les chiffres.',
  'scanner.cameraInUse': 'La caméra est utilisée par une autre app. Ferme-la et réessaie, ou saisis plutôt les chiffres.',
  'scanner.cameraUnsupported': 'Ce navigateur ne peut pas utiliser la caméra ici. Saisis plutôt les chiffres sous le code-barres.',
  'scanner.cameraFailed': 'La caméra n’a pas pu démarrer. Réessaie, ou saisis plutôt les chiffres.',
  'scanner.lightOff': 'Éteindre la lampe',
  'scanner.lightOn': 'Allumer la lampe',
  'scanner.whichPaint': 'Quelle peinture est-ce ? Associe-la une fois et elle sera reconnue ensuite, même hors ligne.',
  'scanner.searchPaints': 'Rechercher des peintures',
  'scanner.searchPlaceholder': 'Nom, marque ou gamme',
  'scanner.suggestions': 'Suggestions',
  'scanner.digits': 'Chiffres du code-barres',
  'scanner.unknown': 'Code-barres inconnu {code}',
  'scanner.example': 'ex. {digits}',
  'scanner.lookUp': 'Rechercher',
  'scanner.owned': 'Possédée ×{count}',
  'scanner.wished': 'Sur ta liste d’envies',
  'scanner.notOwned': 'Pas possédée',
  'scanner.closest': 'Tes peintures les plus proches',
  'scanner.markBought': 'Marquer comme achetée',
  'scanner.addToInventory': 'Ajouter à l’inventaire',
  'scanner.addToWishlist': 'Ajouter à la liste d’envies',
} satisfies AreaCatalog<typeof scanner>;
