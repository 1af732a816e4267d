import type { AreaCatalog } from '../../catalog';
import type core from '../en/core';

/** Spanish, as Spanish painters say it (imprimación, lavado, veladura, pincel seco); paint names, brands and ranges stay. */
export default {
  'accountRequired.inventory': 'Crea una cuenta para llevar el inventario de tus pinturas.',
  'accountRequired.wishlist': 'Crea una cuenta para tener una lista de deseos.',
  'accountRequired.title': 'Cuenta necesaria',

  'admin.accessDeniedTitle': 'Acceso denegado',
  'admin.accessDenied': 'No tienes permiso para acceder al panel de administración.',
  'admin.toggleSuccess': 'Estado de administrador del usuario actualizado',
  'admin.toggleFailed': 'No se pudo cambiar el estado de administrador del usuario',
  'admin.deleteSuccess': 'Usuario eliminado',
  'admin.deleteFailed': 'No se pudo eliminar el usuario',
  'admin.userNotFound': 'Usuario no encontrado',
  'admin.ownAdminRight': 'No puedes quitarte tus propios permisos de administrador. Pídeselo a otro administrador.',
  'admin.ownAccount': 'No puedes eliminar tu propia cuenta desde el panel. Pídeselo a otro administrador o elimínala desde tu perfil.',
  'admin.lastAdmin': 'Es el último administrador. Haz administrador a otro usuario primero.',
  'admin.neverBackedUp': 'Nunca',

  'barcode.invalidCode': 'No es un código de barras EAN-13, EAN-8 o UPC-A válido. Revisa los dígitos e inténtalo de nuevo.',
  'barcode.unknownCode': 'Este código de barras aún no está vinculado a ninguna pintura.',

  'closeness.same': 'Mismo color',
  'closeness.veryClose': 'Muy cercano',
  'closeness.close': 'Cercano',
  'closeness.far': 'Lejano',
  'closeness.explanation':
    'ΔE (CIEDE2000) indica cuánto se diferencian dos colores a la vista: hasta 1 iguales, hasta 3 muy cercanos, hasta 6 cercanos; por encima, otro color.',

  'feedbackType.general': 'Comentario general',
  'feedbackType.feature': 'Propuesta de función',
  'feedbackType.bug': 'Informe de error',
  'feedbackStatus.open': 'Abierto',
  'feedbackStatus.inProgress': 'En curso',
  'feedbackStatus.resolved': 'Resuelto',
  'feedbackStatus.closed': 'Cerrado',
  'feedback.submittedTitle': 'Comentario enviado',
  'feedback.submittedText': '¡Gracias por tu comentario! Lo revisaremos y te responderemos pronto.',
  'feedback.submitFailedTitle': 'No se pudo enviar el comentario',
  'feedback.noHistory': 'Aún no has enviado comentarios',
  'feedback.queuedTitle': 'Guardado en este dispositivo',
  'feedback.queuedDescription': 'Sin conexión: tu comentario se enviará cuando vuelvas a estar en línea.',

  'authForm.invalidEmail': 'Introduce una dirección de correo válida',
  'authForm.passwordMin': 'La contraseña debe tener al menos 8 caracteres',
  'authForm.captchaRequired': 'Resuelve el captcha',
  'authForm.captchaWrong': 'La respuesta del captcha no es correcta. Inténtalo de nuevo.',
  'authForm.weakPassword': 'La contraseña es demasiado débil. Elige una contraseña más segura.',
  'authForm.emailExists': 'Ya existe una cuenta con este correo. Prueba a iniciar sesión.',
  'projectForm.miniatureNameRequired': 'El nombre de la miniatura es obligatorio',
  'projectForm.missingName': 'Falta información: ponle un nombre a tu miniatura.',
  'recipeForm.partNameRequired': 'El nombre de la zona es obligatorio',
  'recipeForm.paintRequired': 'Elige una pintura o «personalizada»',
  'recipeForm.customPaintRequired': 'El nombre, la marca y el color de la pintura personalizada son obligatorios',
  'image.invalidType': 'Tipo de archivo no válido',
  'image.tooLarge': 'Archivo demasiado grande',

  'kind.flat': 'Mate',
  'kind.metallic': 'Metálica',
  'kind.fluorescent': 'Fluorescente',
  'kind.wash': 'Lavado',
  'kind.contrast': 'Contrast',
  'kind.glaze': 'Veladura',

  'language.label': 'Idioma',
  'language.description': 'El idioma en el que te habla la aplicación.',

  'offline.saved': 'Base de datos de pinturas guardada para usar sin conexión',

  'paintAdded.toWishlist': 'Añadida a la lista de deseos',
  'paintAdded.toInventory': 'Añadida al inventario',
  'paintAdded.which': '{name} ({brand})',
  'paintAdded.oneMore': 'Un bote más de {name} (×{count})',
  'paintAdded.nowHave': '{brand}: ahora tienes {count, plural, one {# bote} other {# botes}}.',
  'paintAdded.bought': 'Marcada como comprada',
  'paintAdded.boughtDescription': '{name} ({brand}) ha pasado de tu lista de deseos a tu inventario.',
  'paintAdded.alreadyOwned': 'Ya está en tu inventario',
  'paintAdded.alreadyWished': 'Ya está en tu lista de deseos',

  'roster.tooLarge':
    'Este archivo es demasiado grande para ser una lista de ejército (5 MB o 5000 líneas de texto como máximo). No se ha guardado nada.',
  'roster.unzippedTooLarge': 'Este .rosz se descomprime en más de lo que ocupa cualquier lista (20 MB). No se ha guardado nada.',
  'roster.tooDeep': 'Este archivo está anidado mucho más que cualquier lista de ejército. No se ha guardado nada.',
  'roster.tooManyUnits': 'Esta lista tiene más de 500 unidades. Divídela en varios ejércitos. No se ha guardado nada.',
  'roster.notARoster':
    'No podemos leer esta lista de ejército. Exporta un .ros o .rosz desde BattleScribe, un archivo JSON desde New Recruit, o pega la lista como texto. No se ha guardado nada.',
  'roster.notAZip': 'Este archivo .rosz está dañado: no es un archivo zip. No se ha guardado nada.',
  'roster.noRosterInZip': 'Este archivo zip no contiene ninguna lista .ros. No se ha guardado nada.',
  'roster.doctype':
    'Este archivo declara sus propias entidades XML, algo que una lista de ejército nunca hace, así que no se ha leído. No se ha guardado nada.',

  'session.ended':
    'Tu contraseña se cambió en otro dispositivo. Vuelve a iniciar sesión{unsent, plural, =0 {} one { — tu cambio sin enviar se conserva en este dispositivo} other { — tus # cambios sin enviar se conservan en este dispositivo}}.',

  'showcase.notFoundTitle': 'Esta miniatura ya no se comparte',
  'showcase.notFoundMessage': 'Este enlace de escaparate no existe, o su propietario ha dejado de compartirlo.',
  'showcase.invitation': 'Guarda tus pinturas, tus miniaturas pintadas y sus recetas en un solo lugar, gratis, y compártelas como esta.',

  'stage.unbuilt': 'Sin montar',
  'stage.built': 'Montada',
  'stage.primed': 'Imprimada',
  'stage.painting': 'Pintándose',
  'stage.painted': 'Pintada',
  'stage.based': 'Peana hecha',
  'stage.varnished': 'Barnizada',

  'syncProblem.offline': 'Sin conexión. Tus cambios están guardados en este dispositivo y se enviarán cuando vuelvas a estar en línea.',
  'syncProblem.serverUnavailable':
    'No se ha podido contactar con el servidor. Tus cambios están guardados en este dispositivo; se reintentará en breve.',
  'syncProblem.rateLimited':
    'El servidor ha pedido a este dispositivo que vaya más despacio. Tus cambios están guardados; se reenviarán en un momento.',
  'syncProblem.signedOut': 'Inicia sesión para sincronizar. Tus cambios están guardados en este dispositivo.',
  'syncProblem.otherAccount':
    'Hay otra cuenta conectada. Los cambios de esta cuenta se quedan en este dispositivo hasta que vuelva a iniciar sesión.',
  'syncProblem.updateRequired':
    'Esta versión de la aplicación es demasiado antigua para sincronizar. Recarga para actualizarla; tus cambios se conservan.',
  'syncProblem.serverTooOld':
    'El servidor es más antiguo que esta aplicación y no puede sincronizar hasta que se actualice. Tus cambios se quedan en este dispositivo.',
  'syncProblem.clientMismatch': 'Los cambios de este dispositivo pertenecen a otra cuenta. Cierra sesión y vuelve a iniciarla.',
  'syncProblem.forbidden':
    'El servidor se ha negado a sincronizar este dispositivo. Cierra sesión y vuelve a iniciarla; tus cambios se quedan en este dispositivo.',
  'syncProblem.stuck': 'Este dispositivo y el servidor no coinciden en qué cambios se enviaron. Tus cambios se quedan en este dispositivo.',
  'syncProblem.badAnswer':
    'El servidor ha enviado una respuesta que esta aplicación no entiende. Tus cambios se conservan; se reintentará más tarde.',
  'syncProblem.storageFull':
    'Tu dispositivo se ha quedado sin espacio. Libera espacio e inténtalo de nuevo: no se ha perdido nada de lo que guardaste.',
  'syncProblem.unexpected': 'Algo ha fallado al sincronizar. Tus cambios se quedan en este dispositivo; se reintentará más tarde.',

  'trust.trusted': 'Cuenta para el catálogo',
  'trust.unverified': 'No cuenta: correo sin verificar',
  'trust.countsFrom': 'Cuenta a partir del {date} (miembro desde hace menos de una semana)',
  'trust.newMember': 'Aún no cuenta: miembro desde hace menos de una semana',
  'trust.samePerson': 'No cuenta: otra dirección del mismo pintor',
  'trust.agreementProgress': '{counted} de {needed} pintores de confianza',
  'trust.waits': 'Espera a más pintores verificados',
  'trust.appliesSoon': 'Se aplica en menos de una hora',
  'trust.appliesOn': 'Se aplica el {date}',
  'trust.paintersWhoAgreed':
    '{count, plural, =0 {pintores que coincidieron} one {# pintor que coincidió} other {# pintores que coincidieron}}',
  'trust.changedBy': 'Cambiado por {by}',
  'trust.correctedBy': 'Corregido por {by}',
  'trust.measuredBy': 'Medido por {by}',
  'trust.correctionRemovedBy': 'Corrección retirada por {by}',
  'trust.agreementDismissedBy': 'Acuerdo descartado por {by}',
  'trust.sourceAdmin': 'Corregido por un administrador',
  'trust.sourceReports': 'Acordado por pintores de confianza',
  'trust.sourceMeasurements': 'Medido por pintores de confianza',

  'swatch.measuredBy': '{painters, plural, one {Medido por # pintor} other {Medido por # pintores}}',
  'swatch.spread': 'dispersión ΔE {spread}',
  'swatch.thinPooled': 'capa fina sobre blanco / acumulado',
  'swatch.approximate': 'muestra aproximada',
  'swatch.approximateTwoStop': 'muestra aproximada: capa fina sobre blanco / acumulado',
  'swatch.measuredExplanation':
    'Varios pintores fotografiaron una muestra sobre cartulina blanca y sus mediciones coincidieron. La dispersión (CIEDE2000) indica cuánto se separaban: hasta 3 es muy cercano.',
  'feedbackReport.measured': 'Medido sobre cartulina blanca',
  'feedbackReport.measuredPooled': 'acumulado {color}',

  // ── Account helper (issue 38): a failure's words and every server error code's (messages/error-code-text.ts).
  'failure.connection': 'Error de conexión. Comprueba tu conexión a internet e inténtalo de nuevo.',
  'failure.server': 'Error del servidor. Inténtalo de nuevo en unos momentos.',
  'failure.tryAgain': 'Inténtalo de nuevo.',
  'failure.showcaseRateLimited': 'Esta red ha abierto muchos escaparates en el último minuto. Inténtalo de nuevo dentro de un minuto.',
  'failure.addPaintTitle': 'No se pudo añadir la pintura',
  'failure.addPaintDescription': 'Se produjo un error al añadir la pintura.',
  'errorCode.badRequest': 'El servidor rechazó esta petición.',
  'errorCode.unknownChange': 'Cambio desconocido «{mutation}». Actualiza la aplicación.',
  'errorCode.invalidField': 'El valor de «{field}» no es válido.',
  'errorCode.validation': 'Revisa lo que has escrito e inténtalo de nuevo.',
  'errorCode.updateTheApp': 'Esta versión de la aplicación envió una petición que el servidor no acepta. Recarga para actualizarla.',
  'errorCode.tooLarge': 'Es demasiado grande para guardarlo.',
  'errorCode.tooDeep': 'Está anidado a demasiada profundidad para guardarlo.',
  'errorCode.uriTooLong': 'La dirección de esta petición es demasiado larga.',
  'errorCode.headersTooLarge': 'Esta petición es demasiado grande para el servidor. Cierra sesión y vuelve a iniciarla.',
  'errorCode.notFound':
    '{subject, select, photo {Su foto no llegó al servidor, así que este cambio no se guardó.} pileSettings {Estos ajustes de la Pile of Shame pertenecen a otra cuenta. Cierra sesión y vuelve a iniciarla.} paint {Esta pintura ya no existe.} project {Esta miniatura ya no existe.} recipe {Esta pintura de la receta ya no existe.} army {Este ejército ya no existe.} unit {Esta unidad ya no existe.} scheme {Este esquema ya no existe.} other {Este elemento ya no existe.}}',
  'errorCode.conflict':
    '{subject, select, photo {Esta foto ya existe.} pileSettings {Estos ajustes de la Pile of Shame ya existen.} paint {Esta pintura ya existe.} project {Esta miniatura ya existe.} recipe {Esta pintura de la receta ya existe.} army {Este ejército ya existe.} unit {Esta unidad ya existe.} scheme {Este esquema ya existe.} other {Esto choca con un cambio hecho en otro sitio. Recarga e inténtalo de nuevo.}}',
  'errorCode.rateLimited': 'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.',
  'errorCode.storageFull': 'Has llegado a tu límite de almacenamiento. Borra lo que ya no necesites para añadir más.',
  'errorCode.quotaExceeded':
    'Has llegado al límite de {limit} {subject, select, paint {pinturas} project {miniaturas} recipe {pinturas de receta} pileSettings {ajustes de la Pile of Shame} army {ejércitos} unit {unidades} other {esquemas}}. Borra lo que ya no necesites para añadir más.',
  'errorCode.unauthenticated': 'Vuelve a iniciar sesión.',
  'errorCode.unauthorized': 'Tu sesión ha terminado. Vuelve a iniciar sesión.',
  'errorCode.passwordChanged': 'Tu contraseña se cambió en otro dispositivo. Vuelve a iniciar sesión.',
  'errorCode.forbidden': 'No tienes permiso para hacer esto.',
  'errorCode.invalidCredentials': 'Correo o contraseña incorrectos. Revisa tus datos e inténtalo de nuevo.',
  'errorCode.wrongPassword': 'La contraseña actual no es correcta',
  'errorCode.sameEmail': 'Este ya es el correo de tu cuenta.',
  'errorCode.alreadyVerified': 'Tu correo ya está verificado.',
  'errorCode.invalidToken': 'Este enlace no es válido o ha caducado.',
  'errorCode.ownAccount': 'No puedes hacer esto con tu propia cuenta. Pídeselo a otro admin.',
  'errorCode.backupsUnavailable':
    'Este servidor guarda sus datos en PostgreSQL, que se respalda con sus propias herramientas (pg_dump), no desde aquí.',
  'errorCode.hashMismatch': 'La foto se dañó por el camino. Inténtalo de nuevo.',
  'errorCode.unreadableImage':
    'No se pudo leer esta foto hasta el final, así que no se pudieron quitar sus datos ocultos (como una posición GPS). Guárdala de nuevo como JPEG, PNG o WebP, o hazle una captura de pantalla, y usa esa.',
  'errorCode.mailUnavailable': 'No se pudo enviar el correo. Inténtalo de nuevo en unos minutos.',
  'errorCode.shuttingDown': 'El servidor se está reiniciando. Inténtalo de nuevo en unos momentos.',
  'errorCode.imageLinkInvalid': 'Pega un enlace que empiece por https:// o http://.',
  'errorCode.imageLinkCredentials': 'No se pueden usar enlaces con un usuario o contraseña dentro. Pega el enlace propio de la imagen.',
  'errorCode.imageLinkPrivate': 'Ese enlace lleva a una dirección privada o local. Solo se pueden usar imágenes de sitios web públicos.',
  'errorCode.imageLinkUnreachable': 'No se pudo obtener la imagen desde ese enlace.',
  'errorCode.imageLinksBusy': 'El servidor está descargando muchas imágenes ahora mismo. Inténtalo de nuevo en unos segundos.',
  'errorCode.recipeFull': 'La receta de esta miniatura está llena: admite como máximo {max} pinturas. Quita algunas antes de añadir más.',
  'errorCode.schemeFull': 'Este esquema está lleno: admite como máximo {limit} pasos. Quita algunos antes de añadir más.',
  'errorCode.changeSetAside': 'Este cambio no se pudo guardar en el servidor, así que se apartó para que tus otros cambios se sincronicen.',
  'errorCode.changeTooLarge': 'Este cambio es demasiado grande para guardarlo.',
  'errorCode.changeTooDeep': 'Este cambio está anidado a demasiada profundidad para guardarlo.',
  'errorCode.changeInvalidField': 'Este cambio no se guardó: su «{field}» no es válido.',
  'notice.aChange': 'Un cambio',
  'notice.change':
    '{action, select, create {Añadir} edit {Editar} quantity {Cambiar la cantidad} move {Mover} stage {Siguiente fase} split {Dividir} delete {Eliminar} restore {Restaurar} share {Compartir} unshare {Dejar de compartir} send {Enviar} link {Vincular} other {Cambiar}}: {entity, select, barcodeLink {código de barras} feedback {comentario} paint {pintura} project {miniatura} recipe {pintura de receta} pileSettings {ajustes de la Pile of Shame} army {ejército} unit {unidad} scheme {esquema} other {elemento}}{labelled, select, yes { «{label}»} other {}}',
  'notice.notSaved': 'No guardado: {change}',
  'notice.editedDeleted': '«{name}» se eliminó en otro dispositivo. Tu cambio se ha guardado y vuelve si se restaura.',
  'notice.addedToDeleted': '«{name}» se eliminó en otro dispositivo. La pintura se ha guardado y vuelve si se restaura.',
  'notice.unknown':
    'El servidor guardó este cambio con una nota que esta versión de la aplicación no puede mostrar. Recarga para actualizarla.',

  // Shared components' words (the dialog's Cancel, the sign-up prompt), added with the projects/armies/showcase areas.
  'common.cancel': 'Cancelar',
  'common.createFreeAccount': 'Crear cuenta gratis',
  'common.pickColour': 'Elegir un color',
} satisfies AreaCatalog<typeof core>;
