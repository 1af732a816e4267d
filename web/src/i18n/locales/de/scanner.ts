import type { AreaCatalog } from '../../catalog';
import type scanner from '../en/scanner';

/** The scanner area in German. */
export default {
  'scanner.title': 'Farbe scannen',
  'scanner.scanAnother': 'Weitere scannen',
  'scanner.scanWithCamera': 'Mit der Kamera scannen',
  'scanner.typeDigits': 'Ziffern eintippen',
  'scanner.lookingUp': 'Barcode wird gesucht…',
  'scanner.signInToLink': 'Melde dich an, um ihn einer Farbe zuzuordnen.',
  'scanner.camera': 'Kamerabild',
  'scanner.pointCamera': 'Richte die Kamera auf den Barcode',
  'scanner.startingCamera': 'Kamera startet…',
  'scanner.lightOff': 'Licht ausschalten',
  'scanner.lightOn': 'Licht einschalten',
  'scanner.whichPaint': 'Welche Farbe ist das? Einmal zugeordnet, wird sie ab dann erkannt, auch offline.',
  'scanner.searchPaints': 'Farben suchen',
  'scanner.searchPlaceholder': 'Name, Marke oder Reihe',
  'scanner.suggestions': 'Vorschläge',
  'scanner.digits': 'Barcode-Ziffern',
  'scanner.unknown': 'Unbekannter Barcode {code}',
  'scanner.example': 'z. B. {digits}',
  'scanner.lookUp': 'Suchen',
  'scanner.owned': 'Im Besitz ×{count}',
  'scanner.wished': 'Auf deiner Wunschliste',
  'scanner.notOwned': 'Nicht im Besitz',
  'scanner.closest': 'Ähnlichste Farben in deinem Bestand',
  'scanner.markBought': 'Als gekauft markieren',
  'scanner.addToInventory': 'Zum Bestand hinzufügen',
  'scanner.addToWishlist': 'Zur Wunschliste',
} satisfies AreaCatalog<typeof scanner>;
