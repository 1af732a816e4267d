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
  'scanner.cameraNoCamera': 'Auf diesem Gerät wurde keine Kamera gefunden. Tippe stattdessen die Ziffern unter dem Barcode ein.',
  'scanner.cameraDenied':
    'Der Kamerazugriff wurde verweigert. Erlaube die Kamera für diese Seite in den Browsereinstellungen oder tippe stattdessen die Ziffern ein.',
  'scanner.cameraInUse':
    'Die Kamera wird von einer anderen App benutzt. Schließe sie und versuche es erneut, oder tippe stattdessen die Ziffern ein.',
  'scanner.cameraUnsupported': 'Dieser Browser kann die Kamera hier nicht nutzen. Tippe stattdessen die Ziffern unter dem Barcode ein.',
  'scanner.cameraFailed': 'Die Kamera konnte nicht gestartet werden. Versuche es erneut oder tippe stattdessen die Ziffern ein.',
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
