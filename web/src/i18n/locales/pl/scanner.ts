import type { AreaCatalog } from '../../catalog';
import type scanner from '../en/scanner';

/** The scanner area in Polish. */
export default {
  'scanner.title': 'Zeskanuj farbę',
  'scanner.scanAnother': 'Zeskanuj kolejną',
  'scanner.scanWithCamera': 'Skanuj aparatem',
  'scanner.typeDigits': 'Wpisz cyfry',
  'scanner.lookingUp': 'Szukanie kodu kreskowego…',
  'scanner.signInToLink': 'Zaloguj się, by przypisać go do farby.',
  'scanner.camera': 'Obraz z aparatu',
  'scanner.pointCamera': 'Skieruj aparat na kod kreskowy',
  'scanner.startingCamera': 'Uruchamianie aparatu…',
  'scanner.lightOff': 'Wyłącz światło',
  'scanner.lightOn': 'Włącz światło',
  'scanner.whichPaint': 'Co to za farba? Przypisz ją raz, a od tej pory będzie rozpoznawana, także offline.',
  'scanner.searchPaints': 'Szukaj farb',
  'scanner.searchPlaceholder': 'Nazwa, marka lub seria',
  'scanner.suggestions': 'Podpowiedzi',
  'scanner.digits': 'Cyfry kodu kreskowego',
  'scanner.unknown': 'Nieznany kod kreskowy {code}',
  'scanner.example': 'np. {digits}',
  'scanner.lookUp': 'Sprawdź',
  'scanner.owned': 'Masz ×{count}',
  'scanner.wished': 'Na liście życzeń',
  'scanner.notOwned': 'Nie masz',
  'scanner.closest': 'Najbliższe farby, które masz',
  'scanner.markBought': 'Oznacz jako kupioną',
  'scanner.addToInventory': 'Dodaj do farb',
  'scanner.addToWishlist': 'Dodaj do listy życzeń',
} satisfies AreaCatalog<typeof scanner>;
