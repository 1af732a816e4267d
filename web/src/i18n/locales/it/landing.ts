import type { AreaCatalog } from '../../catalog';
import type landing from '../en/landing';

/** The landing area in Italian. */
export default {
  'landing.metaDescription':
    'The Paint Forge: uno strumento gratuito, utilizzabile offline, per pittori di miniature. Cerca tra {paints} colori di {brands} marchi, tieni l’inventario e la lista dei desideri, e condividi le miniature dipinte con le loro ricette.',
  'landing.hero': 'Gestisci la tua collezione di colori e i tuoi progetti di miniature',
  'landing.heroPaints': 'Alcuni colori del database',
  'landing.start': 'Inizia GRATIS',
  'landing.haveAccount': 'Hai già un account?',
  'landing.featuresTitle': 'Tutto ciò che serve per padroneggiare la tua collezione di colori',
  'landing.databaseTitle': 'Un database di colori completo',
  'landing.databaseText':
    '{paints} colori di {brands} marchi, tra cui {brandList}, ognuno con il suo codice colore hex per confrontare le tonalità fianco a fianco.',
  'landing.inventoryTitle': 'Il tuo inventario personale',
  'landing.inventoryText':
    'Tieni i colori che possiedi separati dal database completo, con quantità e lista dei desideri, così non compri mai due volte lo stesso barattolo.',
  'landing.showcaseTitle': 'Vetrina delle miniature',
  'landing.showcaseText': 'Documenta le miniature dipinte con foto, ricette di colori per parte, tecniche e note, poi condividile.',
  'landing.benefitsTitle': 'Perché i pittori amano The Paint Forge',
  'landing.benefitSearch': 'Ricerca e filtri istantanei su tutti i {brands} marchi, per nome, marchio, gamma o colore hex',
  'landing.benefitShare': 'Condividi i progetti finiti con tutti i colori e le immagini',
  'landing.benefitGlance': 'Vedi a colpo d’occhio cosa hai e cosa è nella lista dei desideri prima di comprare',
  'landing.benefitOffline': 'Funziona offline: il database resta sul tuo dispositivo, consultabile in negozio anche senza campo',
  'landing.benefitInstall': 'Installala su telefono, tablet o computer come un’app, senza app store',
  'landing.benefitFree': 'Gratis, senza pubblicità e senza tracciamento',
  'landing.ctaTitle': 'Pronto a mettere ordine nella tua collezione di colori?',
  'landing.ctaText':
    'La registrazione è gratuita con un indirizzo email e una password. Sfoglia subito il database dei colori, senza account.',
  'landing.createAccount': 'Crea il tuo account gratuito',
  'landing.guide': 'Guida completa e tutorial',
  'landing.notFound.title': 'Pagina non trovata',
  'landing.notFound.heading': '404 Pagina non trovata',
  'landing.notFound.text': 'Questo indirizzo qui non esiste. Forse il link è vecchio o scritto male.',
  'landing.notFound.home': 'Torna alla home',
} satisfies AreaCatalog<typeof landing>;
