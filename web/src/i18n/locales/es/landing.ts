import type { AreaCatalog } from '../../catalog';
import type landing from '../en/landing';

/** The landing area in Spanish. */
export default {
  'landing.metaDescription':
    'The Paint Forge: una herramienta gratuita y sin conexión para pintores de miniaturas. Busca entre {paints} pinturas de {brands} marcas, lleva tu inventario y tu lista de deseos, y comparte miniaturas pintadas con sus recetas de pintura.',
  'landing.hero': 'Gestiona tu colección de pinturas y tus proyectos de miniaturas',
  'landing.heroPaints': 'Algunas pinturas de la base de datos',
  'landing.start': 'Empieza GRATIS',
  'landing.haveAccount': '¿Ya tienes cuenta?',
  'landing.featuresTitle': 'Todo lo que necesitas para dominar tu colección de pinturas',
  'landing.databaseTitle': 'Base de datos de pinturas completa',
  'landing.databaseText':
    '{paints} pinturas de {brands} marcas, entre ellas {brandList}, cada una con su código de color hex para comparar tonos lado a lado.',
  'landing.inventoryTitle': 'Tu inventario personal',
  'landing.inventoryText':
    'Separa las pinturas que tienes de la base de datos completa, con cantidades y lista de deseos, para no comprar nunca dos veces el mismo bote.',
  'landing.showcaseTitle': 'Vitrina de miniaturas',
  'landing.showcaseText': 'Documenta tus miniaturas pintadas con fotos, recetas de pintura por parte, técnicas y notas, y compártelas.',
  'landing.benefitsTitle': 'Por qué a los pintores les encanta The Paint Forge',
  'landing.benefitSearch': 'Busca y filtra al instante entre las {brands} marcas, por nombre, marca, gama o color hex',
  'landing.benefitShare': 'Comparte proyectos terminados con todas sus pinturas e imágenes',
  'landing.benefitGlance': 'Mira de un vistazo lo que tienes y lo que está en tu lista de deseos antes de comprar',
  'landing.benefitOffline': 'Funciona sin conexión: la base de datos se queda en tu dispositivo y puedes buscar en la tienda sin cobertura',
  'landing.benefitInstall': 'Instálala en el móvil, la tableta o el ordenador como una app, sin tienda de apps',
  'landing.benefitFree': 'Gratis, sin anuncios y sin rastreo',
  'landing.ctaTitle': '¿Listo para ordenar tu colección de pinturas?',
  'landing.ctaText':
    'El registro es gratis con un correo electrónico y una contraseña. Explora la base de datos de pinturas ya mismo, sin cuenta.',
  'landing.createAccount': 'Crea tu cuenta gratis',
  'landing.guide': 'Ver la guía completa y el tutorial',
  'landing.notFound.title': 'Página no encontrada',
  'landing.notFound.heading': '404 Página no encontrada',
  'landing.notFound.text': 'Esta dirección no existe aquí. Puede que el enlace sea antiguo o esté mal escrito.',
  'landing.notFound.home': 'Ir al inicio',
} satisfies AreaCatalog<typeof landing>;
