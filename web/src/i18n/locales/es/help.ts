import type { AreaCatalog } from '../../catalog';
import type help from '../en/help';

/** The help page in Spanish; quoted controls as the Spanish app names them. */
export default {
  'help.title': 'Ayuda y guía',
  'help.description': 'Todo lo que necesitas para controlar tus pinturas, planear tu lista de deseos y lucir tus miniaturas pintadas.',
  'help.heading': 'Centro de ayuda y guía',
  'help.quickActions': 'Accesos rápidos',
  'help.quick.catalog.label': 'Explorar la base de pinturas',
  'help.quick.catalog.text': 'Busca cada pintura por nombre, marca, gama o color.',
  'help.quick.showcase.label': 'Escaparate de miniaturas',
  'help.quick.showcase.text': 'Mira y comparte tus miniaturas pintadas.',
  'help.quick.inventory.label': 'Mi inventario',
  'help.quick.inventory.text': 'Las pinturas que tienes y las de tu lista de deseos.',
  'help.quick.create.label': 'Crear proyecto',
  'help.quick.create.text': 'Documenta una miniatura con su foto y su receta de pintura.',
  'help.keyFeatures': 'Funciones principales',
  'help.feature.database': 'Una base de {paints} pinturas de {brands} marcas, cada una con su color hexadecimal',
  'help.feature.inventory': 'Control de las pinturas que tienes, con cantidades, aparte de la base, y una lista de deseos',
  'help.feature.search': 'Búsqueda y filtros por nombre, marca, tipo o color',
  'help.feature.colourMatch': 'Búsqueda de color: un color de una foto o un hex, encontrado entre tus pinturas y en cada marca',
  'help.feature.recipes': 'Recetas de pintura: las pinturas de cada parte de una miniatura, con técnicas y notas',
  'help.feature.sharing': 'Compartir el escaparate: un enlace, una imagen o un texto con todas las pinturas',
  'help.feature.sync': 'Sincronización de tu cuenta entre dispositivos, y uso sin conexión una vez abierta la app',
  'help.guideTitle': 'Guía paso a paso',
  'help.steps': 'Pasos',
  'help.tips': 'Consejos',
  'help.guide.gettingStarted.title': 'Primeros pasos',
  'help.guide.gettingStarted.step1':
    'Crea una cuenta gratis en la página de registro con tu correo, una contraseña de al menos 8 caracteres, tu nombre y apellidos, y el resultado de una suma sencilla (mantiene fuera a los robots).',
  'help.guide.gettingStarted.step2':
    'Abre el enlace de verificación que te enviamos por correo y luego inicia sesión con tu correo y tu contraseña.',
  'help.guide.gettingStarted.step3':
    'Empieza por el inventario: añade las pinturas de tu mesa y luego pon en tu lista de deseos las que quieres comprar.',
  'help.guide.gettingStarted.step4':
    'El menú de la cuenta (el botón redondo arriba a la derecha) lleva a tu perfil, a los comentarios y a esta guía.',
  'help.guide.gettingStarted.tip1':
    'Puedes explorar toda la base de pinturas sin cuenta: abre el inventario y elige «Explorar la base de pinturas».',
  'help.guide.gettingStarted.tip2':
    'Instala la app desde el menú del navegador («Instalar aplicación» o «Añadir a pantalla de inicio») para abrirla como cualquier otra app, incluso sin conexión.',
  'help.guide.gettingStarted.tip3':
    'Cambia entre tema claro y oscuro con el botón de tema de la cabecera; «Sistema» sigue a tu dispositivo.',
  'help.guide.paintDatabase.title': 'Base de pinturas e inventario',
  'help.guide.paintDatabase.step1':
    'Abre el inventario y elige «Explorar la base de pinturas» para ver cada pintura con su muestra de color, marca, gama, tipo y código hex.',
  'help.guide.paintDatabase.step2':
    'Escribe en el buscador y la lista se filtra mientras escribes. Las palabras pueden venir del nombre, la marca o la gama, en cualquier orden, y los acentos y las mayúsculas dan igual: «cafe creme» encuentra «Café Crème». Si nada coincide, se perdona una pequeña errata: «blod angles red» encuentra Blood Angels Red.',
  'help.guide.paintDatabase.step3':
    'Abre Filtros para acotar la lista por marca y luego por gama, que solo muestra las gamas de la marca elegida.',
  'help.guide.paintDatabase.step4':
    'Cada pintura de la base dice «En inventario ×2» cuando la tienes y «En deseos» cuando solo la quieres. Añadir otra vez una pintura que tienes suma uno a su cantidad; «Marcar como comprada» pasa una pintura de la lista de deseos a tu inventario.',
  'help.guide.paintDatabase.step5':
    'Una pintura lleva siempre su gama en el nombre («Macragge Blue · Base», «Macragge Blue · Air», «Macragge Blue · Spray»), para distinguir botes del mismo nombre. Un nombre escrito o importado se refiere al bote de pincel, no al de aerógrafo ni al spray. Una pintura vendida en varias gamas de una marca lista sus otros botes bajo «También:» y dice «Tienes el bote Base» cuando tienes uno de ellos.',
  'help.guide.paintDatabase.step6':
    'Una pintura que el fabricante ya no hace muestra «Descatalogada» y qué comprar en su lugar: «Ahora se vende como» la misma pintura en una gama actual del mismo tipo de bote, o si no la «Pintura actual más parecida» de la misma marca con su diferencia de color (ΔE). La búsqueda muestra las pinturas actuales antes que las descatalogadas.',
  'help.guide.paintDatabase.step7':
    'Bajo cada pintura de la base y de la lista de deseos ves las que ya tienes que son del mismo color, muy parecidas o parecidas (un lavado solo se compara con lavados, un metálico con metálicos).',
  'help.guide.paintDatabase.step8':
    'En tu inventario puedes buscar, abrir Filtros para elegir marca, tipo u orden (nombre, marca, tipo o cantidad), cambiar entre lista y cuadrícula y subir o bajar la cantidad de una pintura. El botón de batería marca una pintura como casi agotada (las cifras cuentan esas y las que no tienen bote); el botón del corazón devuelve una pintura a tu lista de deseos.',
  'help.guide.paintDatabase.step9':
    'Añade una pintura con el botón redondo +. En «Añadir pintura», escribe dos letras de un nombre para elegirla de la base.',
  'help.guide.paintDatabase.step10':
    'En la pestaña Lista de deseos, exporta una lista de la compra agrupada por marca para llevar a la tienda, y toca «Comprada» cuando la tengas.',
  'help.guide.paintDatabase.step11':
    'En la tienda, toca «Escanear» y apunta la cámara trasera al código de barras de un bote (o escribe sus dígitos): verás al momento si lo tienes, si está en tu lista de deseos o si tienes algo parecido, y podrás añadirlo con un toque. Un código que nadie ha vinculado aún te pide elegir su pintura en la base; tu vínculo funciona en tus dispositivos enseguida, y ayuda a todos cuando dos pintores con el correo verificado, miembros desde hace una semana, lo han vinculado a la misma pintura (o un admin lo ha confirmado).',
  'help.guide.paintDatabase.tip1':
    'Busca un código hex como #8E020F para encontrar las pinturas más cercanas a ese color, la más cercana primero.',
  'help.guide.paintDatabase.tip2':
    'La base se guarda en tu dispositivo tras la primera visita, así que la búsqueda funciona sin cobertura.',
  'help.guide.paintDatabase.tip3':
    'Las muestras son aproximaciones tomadas de las imágenes de los fabricantes; metálicos, lavados y pinturas Contrast se ven distintos en la miniatura. Lavados, sombras, Contrast, tintas y veladuras se dibujan en dos mitades, fina sobre blanco y acumulada en un hueco; ambas son aproximaciones hasta que un color medido las sustituya.',
  'help.guide.colourMatch.title': 'Búsqueda de color',
  'help.guide.colourMatch.step1':
    'Abre «Colores» en el menú. Elige «Hacer una foto», «Elegir una foto» o una foto de tus miniaturas, y toca o arrastra sobre ella: una lupa muestra lo que hay bajo tu dedo, y el color tomado es la media de una pequeña zona (cámbiala con el control Zona).',
  'help.guide.colourMatch.step2':
    'Para colores fieles, toca «Tocar una carta gris» y luego una carta blanca o gris de la foto, o elige «Automático»: cada toma se corrige y se muestra antes y después.',
  'help.guide.colourMatch.step3': 'O escribe un color hex, usa el selector de color, o busca una de tus pinturas o una de la base.',
  'help.guide.colourMatch.step4':
    'Las pinturas más cercanas muestran primero las tuyas y luego la más cercana de cada marca, cada una con su ΔE y una palabra (mismo color, muy cercano, cercano o lejano). Solo responden pinturas de un tipo: el del color, o el que eliges con los botones (Mate, Metálica, Fluorescente, Lavado, Contrast, Veladura), así que a un rojo mate nunca le responde un metálico. «Añadir a la lista de deseos» pone la pintura de una marca en tu lista.',
  'help.guide.colourMatch.step5':
    'Cuando ninguna de tus pinturas se parece, propone dos de tus pinturas para mezclar, con la proporción (por ejemplo 2 : 1) y el color de la mezcla junto al que buscas.',
  'help.guide.colourMatch.step6':
    '«Paleta» encuentra los colores principales de la foto y tu pintura más cercana a cada uno; «Empezar una receta» los añade a la receta de una miniatura, o a una miniatura nueva que nombras.',
  'help.guide.colourMatch.step7':
    'Cada pintura de la base («Equivalencias» en su tarjeta) y cada una de las tuyas («Equivalencias en otras marcas» en Editar pintura) se abre aquí con la pintura actual más cercana de cada otra marca, las tuyas primero. La tabla de equivalencias descarga en CSV las equivalencias de toda una marca en otra.',
  'help.guide.colourMatch.tip1': 'Las fotos se quedan en tu dispositivo: los colores se toman y comparan allí, y funciona sin conexión.',
  'help.guide.colourMatch.tip2':
    'Los colores de las pinturas son aproximados: toma una coincidencia como punto de partida y mira el bote con luz de día.',
  'help.guide.miniatureShowcase.title': 'Escaparate de miniaturas',
  'help.guide.miniatureShowcase.step1':
    'Abre Proyectos y elige «Añadir miniatura pintada». Ponle un nombre y, si quieres, una descripción.',
  'help.guide.miniatureShowcase.step2':
    'Añade una foto: elige un archivo de imagen (menos de 20 MB), elige «Hacer foto» y luego «Capturar» para usar la cámara, o pega un enlace de imagen y elige «Usar enlace»: el servidor descarga la imagen de cualquier web pública, así que un enlace necesita conexión. Si no se puede descargar un enlace, guarda la imagen en tu dispositivo y súbela como archivo.',
  'help.guide.miniatureShowcase.step3':
    'Busca en la galería con palabras del nombre o la descripción de una miniatura, en cualquier orden; mayúsculas y acentos dan igual.',
  'help.guide.miniatureShowcase.step4': 'Abre «Ver detalles» en una tarjeta para ver su foto, descripción y receta, agrupada por partes.',
  'help.guide.miniatureShowcase.step5':
    'Elige «Añadir pintura»: toma una parte de la lista o escribe la tuya, una técnica y notas si quieres, y busca una pintura escribiendo 2 letras o más. Las sugerencias salen de tus pinturas y de la base; el filtro Marca las acota.',
  'help.guide.miniatureShowcase.step6':
    'Para una pintura que no está en ninguna, elige «Pintura propia» y da su nombre, marca, color y tipo: se añade a la receta y a tu inventario como pintura propia.',
  'help.guide.miniatureShowcase.step7':
    'Ordena las pinturas de una parte según las usaste con las flechas arriba y abajo, o arrastrándolas con el ratón. El botón de la papelera quita una pintura de la receta.',
  'help.guide.miniatureShowcase.step8':
    'Cada pintura de la receta dice si está en tu inventario o en tu lista de deseos y, si no la tienes, la más parecida que tienes. El botón «Añadir 2 pinturas que faltan a la lista de deseos» (con tu número) pone de una vez las que te faltan en tu lista.',
  'help.guide.miniatureShowcase.step9':
    'Elige «Editar» para cambiar el nombre, la descripción, el estado (Activa, Terminada o Archivada) o la foto, y «Eliminar» para quitar la miniatura.',
  'help.guide.miniatureShowcase.step10':
    'Una miniatura es privada hasta que la compartes. El menú «Compartir» de una tarjeta ofrece «Copiar enlace», «Descargar imagen» (una tarjeta de receta con la foto y las pinturas por partes), «Compartir escaparate completo» (el enlace y la tarjeta juntos), «Compartir como texto» (la receta escrita) y, una vez compartida, «Dejar de compartir».',
  'help.guide.miniatureShowcase.tip1':
    'Todo esto funciona sin conexión, salvo cargar una foto desde un enlace. Un enlace creado sin conexión se activa cuando este dispositivo se sincroniza; el menú de compartir dice si ya está activo.',
  'help.guide.miniatureShowcase.tip2':
    'Quien tenga un enlace activo ve la foto, el nombre, la descripción y la receta, nunca tu correo. Tras «Dejar de compartir», el enlace antiguo ya no abre nada; compartir de nuevo crea un enlace nuevo.',
  'help.guide.miniatureShowcase.tip3':
    'Las fotos se reducen por ti, así que las fotos grandes no son problema. Buena luz y un fondo liso dan las mejores.',
  'help.guide.miniatureShowcase.tip4': 'Las recetas agrupadas por partes facilitan pintar una miniatura a juego meses después.',
  'help.guide.miniatureShowcase.tip5':
    'Comparte solo imágenes de pintura de miniaturas: consulta la política de imágenes en los Términos del servicio.',
  'help.guide.advancedFeatures.title': 'Funciones avanzadas',
  'help.guide.advancedFeatures.step1':
    'Toca el botón de selección en tu inventario, luego «Seleccionar todo» o toca pinturas, y «Exportar selección» para guardarlas como archivo CSV (Name, Brand, Type, Color, Quantity, Range, Catalog ID) para una hoja de cálculo.',
  'help.guide.advancedFeatures.step2':
    'El botón de importar acepta un CSV con ese mismo formato, o una lista pegada de nombres de pinturas (las erratas pequeñas valen, «2x Nuln Oil» añade dos), y muestra lo que se añadirá antes de añadir nada.',
  'help.guide.advancedFeatures.step3':
    'En el mismo sitio se guarda todo (pinturas, miniaturas y recetas, los nombres de las etapas y la meta de la montaña de la vergüenza, sin fotos) en un archivo de copia JSON, y se restaura.',
  'help.guide.advancedFeatures.step4': 'Cambia tu nombre, correo, contraseña y foto de perfil en los ajustes del perfil.',
  'help.guide.advancedFeatures.step5':
    'Envía un informe de error, una petición de función o un comentario general desde la página de comentarios, y sigue su estado en tu historial.',
  'help.guide.advancedFeatures.step6': 'Pulsa F8 para ir a una notificación, y usa Tab e Intro para llegar a cada control sin ratón.',
  'help.guide.advancedFeatures.tip1': 'Cuando inicias sesión en otro dispositivo, tu inventario y tus proyectos también están allí.',
  'help.guide.advancedFeatures.tip2': 'Los cambios que haces sin conexión se guardan en tu dispositivo hasta que vuelvas a estar en línea.',
  'help.guide.advancedFeatures.tip3':
    'Cuando hay una versión nueva de la app, un mensaje ofrece recargar; no se pierde nada si eliges «Más tarde».',
  'help.licences': 'Datos de pintura y licencias',
  'help.next': '¿Listo para pintar?',
  'help.goInventory': 'Ir al inventario',
  'help.goProjects': 'Ir a proyectos',
  'help.backHome': 'Volver al inicio',
} satisfies AreaCatalog<typeof help>;
