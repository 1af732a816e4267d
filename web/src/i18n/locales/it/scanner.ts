import type { AreaCatalog } from '../../catalog';
import type scanner from '../en/scanner';

/** The scanner area in Italian. */
export default {
  'scanner.title': 'Scansiona un colore',
  'scanner.scanAnother': 'Scansionane un altro',
  'scanner.scanWithCamera': 'Scansiona con la fotocamera',
  'scanner.typeDigits': 'Digita le cifre',
  'scanner.lookingUp': 'Ricerca del codice a barre…',
  'scanner.signInToLink': 'Accedi per collegarlo a un colore.',
  'scanner.camera': 'Vista della fotocamera',
  'scanner.pointCamera': 'Inquadra il codice a barre',
  'scanner.startingCamera': 'Avvio della fotocamera…',
  'scanner.cameraNoCamera': 'Nessuna fotocamera trovata su questo dispositivo. Digita invece le cifre sotto il codice a barre.',
  'scanner.cameraDenied':
    'L’accesso alla fotocamera è stato negato. Consenti la fotocamera per questo sito nelle impostazioni del browser, oppure digita le cifre.',
  'scanner.cameraInUse': 'La fotocamera è in uso da un’altra app. Chiudila e riprova, oppure digita le cifre.',
  'scanner.cameraUnsupported': 'Questo browser non può usare la fotocamera qui. Digita invece le cifre sotto il codice a barre.',
  'scanner.cameraFailed': 'Impossibile avviare la fotocamera. Riprova, oppure digita le cifre.',
  'scanner.lightOff': 'Spegni la luce',
  'scanner.lightOn': 'Accendi la luce',
  'scanner.whichPaint': 'Che colore è? Collegalo una volta e sarà riconosciuto da allora, anche offline.',
  'scanner.searchPaints': 'Cerca colori',
  'scanner.searchPlaceholder': 'Nome, marchio o gamma',
  'scanner.suggestions': 'Suggerimenti',
  'scanner.digits': 'Cifre del codice a barre',
  'scanner.unknown': 'Codice a barre sconosciuto {code}',
  'scanner.example': 'es. {digits}',
  'scanner.lookUp': 'Cerca',
  'scanner.owned': 'Posseduto ×{count}',
  'scanner.wished': 'Nella lista dei desideri',
  'scanner.notOwned': 'Non posseduto',
  'scanner.closest': 'I tuoi colori più vicini',
  'scanner.markBought': 'Segna come comprato',
  'scanner.addToInventory': 'Aggiungi all’inventario',
  'scanner.addToWishlist': 'Aggiungi alla lista dei desideri',
} satisfies AreaCatalog<typeof scanner>;
