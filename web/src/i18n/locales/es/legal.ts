import type { AreaCatalog } from '../../catalog';
import type legal from '../en/legal';

/** The legal pages in Spanish (política de privacidad, términos del servicio). */
export default {
  'legal.lastUpdated': 'Última actualización: {date}',
  'legal.privacy.title': 'Política de privacidad',
  'legal.privacy.intro':
    'The Paint Forge es una herramienta gratuita para pintores de miniaturas: una base de pinturas, un inventario personal con lista de deseos y una galería de miniaturas pintadas con sus recetas. Esta política explica qué recoge, por qué, dónde se guarda y cómo puedes hacer que se borre. En resumen: recogemos lo necesario para darte una cuenta y guardar tus registros de pintura, nada más, y no te mostramos publicidad ni te rastreamos.',
  'legal.privacy.collectTitle': 'Qué recogemos',
  'legal.privacy.accountTitle': 'Tu cuenta',
  'legal.privacy.email.term': 'Correo electrónico',
  'legal.privacy.email.text':
    ', para identificarte al iniciar sesión (autenticación), confirmar que la dirección es tuya y enviarte mensajes sobre tu cuenta, como un enlace de verificación o de restablecimiento de contraseña. No enviamos boletines ni marketing.',
  'legal.privacy.password.term': 'Contraseña',
  'legal.privacy.password.text': ', guardada solo como hash de un solo sentido; nadie, ni nosotros, puede leerla.',
  'legal.privacy.name.term': 'Nombre y apellidos',
  'legal.privacy.name.text': ', mostrados en el menú de tu cuenta y en tu perfil.',
  'legal.privacy.picture.term': 'Foto de perfil',
  'legal.privacy.picture.text': ', solo si decides añadir una.',
  'legal.privacy.records.term': 'Datos de la cuenta',
  'legal.privacy.records.text':
    ': cuándo se creó la cuenta y cuándo iniciaste sesión por última vez, si tu correo está verificado y si eres administrador.',
  'legal.privacy.addedTitle': 'Lo que añades',
  'legal.privacy.added.paints': 'Las pinturas de tu inventario y tu lista de deseos, con cantidades, prioridades y notas.',
  'legal.privacy.added.projects': 'Tus proyectos (miniaturas pintadas): nombres, descripciones, fotos y recetas de pintura.',
  'legal.privacy.added.feedback': 'Los comentarios que nos envías, con tu correo y tu nombre para poder responderte.',
  'legal.privacy.technicalTitle': 'Registros técnicos',
  'legal.privacy.technical':
    'Como cualquier servidor web, el nuestro registra las peticiones (hora, dirección solicitada, dirección IP, tipo de navegador, errores) para mantener el servicio seguro y en marcha. Estos registros se guardan poco tiempo y no se usan para nada más.',
  'legal.privacy.notTitle': 'Lo que no hacemos',
  'legal.privacy.noAds': 'The Paint Forge no integra {noAdvertising}. No se muestran anuncios y ninguna red publicitaria recibe tus datos.',
  'legal.privacy.noAdvertising': 'ningún servicio de publicidad',
  'legal.privacy.noTracking':
    'No usa {noAnalytics} ni {noCookies}, y no carga scripts ni fuentes de servidores de otras empresas. (Una foto de proyecto que añades pegando una dirección web se carga desde esa dirección.)',
  'legal.privacy.noAnalytics': 'analítica de terceros',
  'legal.privacy.noCookies': 'cookies de seguimiento',
  'legal.privacy.noSelling':
    'No vendemos, alquilamos ni intercambiamos tus datos personales, y solo los compartimos como se describe abajo.',
  'legal.privacy.deviceTitle': 'Datos guardados en tu dispositivo',
  'legal.privacy.deviceIntro':
    'The Paint Forge funciona sin conexión, así que guarda datos en tu navegador, en tu dispositivo. Nunca salen de él salvo para sincronizarse con tu cuenta:',
  'legal.privacy.localStorage.term': 'Almacenamiento local',
  'legal.privacy.localStorage.text':
    ': tu token de sesión y datos básicos de la cuenta ({token} y {user}), y el tema de color que elegiste ({theme}).',
  'legal.privacy.indexedDb.term': 'IndexedDB',
  'legal.privacy.indexedDb.text':
    ': una copia de la base de pinturas compartida y tus propias pinturas y proyectos, para que la app abra y busque sin conexión.',
  'legal.privacy.appCache.term': 'Caché de la app',
  'legal.privacy.appCache.text': ': los archivos de la propia app, guardados por su service worker para que abra sin conexión.',
  'legal.privacy.deviceRemove':
    'Cerrar sesión quita tu sesión y tus datos personales de ese dispositivo. Puedes borrarlo todo cuando quieras eliminando los datos de este sitio en los ajustes del navegador.',
  'legal.privacy.cookiesTitle': 'Política de cookies',
  'legal.privacy.cookies':
    'The Paint Forge no instala cookies de publicidad, analítica ni seguimiento. Inicia tu sesión con un token guardado en el almacenamiento local (ver arriba), imprescindible para que la app funcione y que nunca se usa para seguirte por otros sitios. Como no se guarda nada opcional, no hay nada que aceptar más allá de usar la app.',
  'legal.privacy.whoTitle': 'Quién puede ver tus datos',
  'legal.privacy.who.private': 'Tu inventario, tu lista de deseos, tus proyectos y tus comentarios son privados de tu cuenta.',
  'legal.privacy.who.shared':
    'Si compartes un proyecto, cualquiera con su enlace de escaparate puede verlo: su nombre, descripción, foto y receta. Tu correo nunca aparece en él.',
  'legal.privacy.who.admins':
    'Las personas que gestionan este servicio (administradores) pueden ver los datos de las cuentas y los totales para operarlo y protegerlo, y leer los comentarios que envías.',
  'legal.privacy.who.law':
    'Solo revelamos datos a las autoridades cuando la ley lo exige, o para denunciar contenido ilegal como describen nuestros Términos.',
  'legal.privacy.keepTitle': 'Cuánto tiempo los guardamos y cómo borrarlos',
  'legal.privacy.keep':
    'Guardamos tu cuenta y tu contenido mientras exista la cuenta. Para borrar tu cuenta y todos sus datos, escríbenos desde la dirección de la cuenta a {mail}. Un administrador borrará la cuenta, lo que elimina para siempre tu perfil, inventario, lista de deseos, proyectos, fotos, recetas y comentarios. No se puede deshacer. Las copias en respaldos se sobrescriben a medida que los respaldos rotan.',
  'legal.privacy.copy': 'También puedes pedirnos una copia de tus datos, o que los corrijamos, en la misma dirección.',
  'legal.privacy.securityTitle': 'Seguridad',
  'legal.privacy.security':
    'Las contraseñas se guardan con hash, las conexiones a un servidor bien configurado van cifradas y cada petición sobre tus datos se comprueba contra tu cuenta. Ningún sistema es perfectamente seguro, así que usa una contraseña que no uses en otro sitio.',
  'legal.privacy.selfHostedTitle': 'Copias autoalojadas',
  'legal.privacy.selfHosted':
    'The Paint Forge es un software que cualquiera puede ejecutar en su propio servidor. Si usas una copia gestionada por otra persona, ese operador decide cómo funciona y responde de tus datos allí; esta política describe lo que hace el software, y el operador debe darte sus datos de contacto.',
  'legal.privacy.childrenTitle': 'Menores',
  'legal.privacy.children': 'The Paint Forge no está dirigida a menores de 13 años, y no recogemos a sabiendas sus datos personales.',
  'legal.privacy.changesTitle': 'Cambios y contacto',
  'legal.privacy.changes':
    'Si esta política cambia, actualizaremos la fecha al principio de esta página. Preguntas sobre tus datos: {mail}. Consulta también nuestros {terms}.',
  'legal.privacy.termsLink': 'Términos del servicio',
  'legal.terms.title': 'Términos del servicio',
  'legal.terms.intro':
    'Estos términos se aplican a tu uso de The Paint Forge, una herramienta gratuita para controlar pinturas de miniaturas y compartir miniaturas pintadas. Al crear una cuenta o usar el servicio los aceptas. Lee también nuestra {privacy}.',
  'legal.terms.privacyLink': 'Política de privacidad',
  'legal.terms.serviceTitle': 'El servicio',
  'legal.terms.service':
    'The Paint Forge se ofrece gratis. Podemos cambiar, pausar o retirar funciones, e intentaremos avisar de los cambios que afecten a tus datos. Es una herramienta independiente hecha por aficionados y no está vinculada a ningún fabricante de pinturas o miniaturas ni a ninguna editorial de juegos.',
  'legal.terms.accountTitle': 'Tu cuenta',
  'legal.terms.account.email': 'Da un correo real en el que recibas mensajes, y no compartas tu contraseña.',
  'legal.terms.account.responsible':
    'Eres responsable de lo que ocurra con tu cuenta. Avísanos enseguida si crees que otra persona la ha usado.',
  'legal.terms.account.one': 'Una persona, una cuenta. Las cuentas no se pueden vender ni transferir.',
  'legal.terms.contentTitle': 'Tu contenido',
  'legal.terms.content':
    'Las fotos, descripciones, recetas y notas que añades siguen siendo tuyas. Nos das permiso para guardarlas, mostrártelas y mostrar un proyecto a quien le compartas su enlace, solo en la medida necesaria para prestar el servicio. Puedes borrar tu contenido, y tu cuenta, cuando quieras.',
  'legal.terms.imagesTitle': 'Política de imágenes',
  'legal.terms.imagesIntro':
    'Toda imagen que subas, captures o enlaces debe tener que ver con la pintura de miniaturas. Las imágenes no pueden contener:',
  'legal.terms.images.adult': 'contenido para adultos o sexualmente explícito;',
  'legal.terms.images.violent':
    'contenido violento o sangriento (más allá de las miniaturas pintadas de fantasía y wargames de la afición);',
  'legal.terms.images.hateful': 'contenido de odio que ataque a personas por lo que son;',
  'legal.terms.images.illegal': 'contenido ilegal de cualquier tipo;',
  'legal.terms.images.copyright':
    'material protegido que no tengas derecho a compartir, como fotos de otros pintores o ilustraciones comerciales;',
  'legal.terms.images.spam': 'spam, publicidad o cualquier cosa ajena a la pintura de miniaturas.',
  'legal.terms.violations':
    'Las infracciones suponen el cierre inmediato e irreversible de la cuenta con el borrado de todos sus datos. El contenido ilegal se denuncia a las autoridades.',
  'legal.terms.useTitle': 'Uso aceptable',
  'legal.terms.use.security': 'No intentes romper, sobrecargar o saltarte la seguridad del servicio, ni acceder a datos de otras personas.',
  'legal.terms.use.automation': 'No uses herramientas automáticas para crear cuentas o copiar el servicio a gran escala.',
  'legal.terms.use.law': 'No uses el servicio para acosar a nadie ni para incumplir la ley.',
  'legal.terms.databaseTitle': 'La base de pinturas',
  'legal.terms.database':
    'Los nombres, gamas y colores de las pinturas proceden del conjunto de datos miniature-paints, mantenido por la comunidad y con licencia MIT (ver {licences}). Los colores son aproximados, y los nombres de pinturas y marcas son marcas de sus propietarios, usadas solo para identificar sus productos.',
  'legal.terms.licencesLink': 'Datos de pintura y licencias',
  'legal.terms.warrantyTitle': 'Sin garantía, responsabilidad limitada',
  'legal.terms.warranty':
    'El servicio se ofrece «tal cual», sin garantía de ningún tipo. Hacemos lo posible por mantenerlo en marcha y tus datos a salvo, pero no podemos prometer que siempre esté disponible o libre de errores. En la medida en que la ley lo permita, no respondemos de datos perdidos, beneficios perdidos ni daños indirectos derivados de tu uso del servicio. Guarda tus propias copias de todo lo importante.',
  'legal.terms.endingTitle': 'Fin del uso',
  'legal.terms.ending':
    'Puedes dejar de usar el servicio y pedirnos que borremos tu cuenta en cualquier momento (ver la Política de privacidad). Podemos suspender o cerrar una cuenta que incumpla estos términos; por infracciones de la política de imágenes ocurre de inmediato, como se indica arriba.',
  'legal.terms.changesTitle': 'Cambios y contacto',
  'legal.terms.changes':
    'Si estos términos cambian, actualizaremos la fecha al principio de esta página; seguir usando el servicio supone aceptar los nuevos términos. Preguntas: {mail}.',
} satisfies AreaCatalog<typeof legal>;
