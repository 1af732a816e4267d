import type { AreaCatalog } from '../../catalog';
import type scanner from '../en/scanner';

/** The scanner area in Spanish. */
export default {
  'scanner.title': 'Escanear una pintura',
  'scanner.scanAnother': 'Escanear otra',
  'scanner.scanWithCamera': 'Escanear con la cámara',
  'scanner.typeDigits': 'Escribir los dígitos',
  'scanner.lookingUp': 'Buscando el código de barras…',
  'scanner.signInToLink': 'Inicia sesión para vincularlo a una pintura.',
  'scanner.camera': 'Vista de la cámara',
  'scanner.pointCamera': 'Apunta la cámara al código de barras',
  'scanner.startingCamera': 'Iniciando la cámara…',
  'scanner.cameraNoCamera': 'No se encontró ninguna cámara en este dispositivo. Escribe los dígitos que hay bajo el código de barras.',
  'scanner.cameraDenied':
    'Se denegó el acceso a la cámara. Permite la cámara para este sitio en los ajustes del navegador, o escribe los dígitos.',
  'scanner.cameraInUse': 'Otra app está usando la cámara. Ciérrala e inténtalo de nuevo, o escribe los dígitos.',
  'scanner.cameraUnsupported': 'Este navegador no puede usar la cámara aquí. Escribe los dígitos que hay bajo el código de barras.',
  'scanner.cameraFailed': 'No se pudo iniciar la cámara. Inténtalo de nuevo, o escribe los dígitos.',
  'scanner.lightOff': 'Apagar la luz',
  'scanner.lightOn': 'Encender la luz',
  'scanner.whichPaint': '¿Qué pintura es? Vincúlala una vez y se reconocerá desde entonces, incluso sin conexión.',
  'scanner.searchPaints': 'Buscar pinturas',
  'scanner.searchPlaceholder': 'Nombre, marca o gama',
  'scanner.suggestions': 'Sugerencias',
  'scanner.digits': 'Dígitos del código de barras',
  'scanner.unknown': 'Código de barras desconocido {code}',
  'scanner.example': 'p. ej. {digits}',
  'scanner.lookUp': 'Buscar',
  'scanner.owned': 'Tienes ×{count}',
  'scanner.wished': 'En tu lista de deseos',
  'scanner.notOwned': 'No la tienes',
  'scanner.closest': 'Tus pinturas más parecidas',
  'scanner.markBought': 'Marcar como comprada',
  'scanner.addToInventory': 'Añadir al inventario',
  'scanner.addToWishlist': 'Añadir a la lista de deseos',
} satisfies AreaCatalog<typeof scanner>;
