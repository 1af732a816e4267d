import type { AreaCatalog } from '../../catalog';
import type landing from '../en/landing';

/** The landing area in German. */
export default {
  'landing.metaDescription':
    'The Paint Forge: ein kostenloses, offline nutzbares Werkzeug für Miniaturenmaler. Durchsuche {paints} Farben von {brands} Marken, führe deinen Farbbestand und deine Wunschliste und teile bemalte Miniaturen mit ihren Farbrezepten.',
  'landing.hero': 'Verwalte deine Farbsammlung und deine Miniaturen-Projekte',
  'landing.heroPaints': 'Einige Farben aus der Datenbank',
  'landing.start': 'KOSTENLOS loslegen',
  'landing.haveAccount': 'Schon ein Konto?',
  'landing.featuresTitle': 'Alles, was du für deine Farbsammlung brauchst',
  'landing.databaseTitle': 'Umfassende Farbdatenbank',
  'landing.databaseText':
    '{paints} Farben von {brands} Marken, darunter {brandList}, jede mit ihrem Hex-Farbcode, damit du Töne direkt vergleichen kannst.',
  'landing.inventoryTitle': 'Dein persönlicher Farbbestand',
  'landing.inventoryText':
    'Halte die Farben, die du besitzt, getrennt von der ganzen Datenbank, mit Mengen und Wunschliste, damit du nie denselben Topf zweimal kaufst.',
  'landing.showcaseTitle': 'Miniaturen-Galerie',
  'landing.showcaseText': 'Dokumentiere bemalte Miniaturen mit Fotos, Farbrezepten nach Bauteil, Techniken und Notizen, und teile sie.',
  'landing.benefitsTitle': 'Warum Maler The Paint Forge lieben',
  'landing.benefitSearch': 'Sofort suchen und filtern über alle {brands} Marken, nach Name, Marke, Reihe oder Hex-Farbe',
  'landing.benefitShare': 'Fertige Projekte mit allen Farben und Bildern teilen',
  'landing.benefitGlance': 'Vor dem Kauf auf einen Blick sehen, was du hast und was auf deiner Wunschliste steht',
  'landing.benefitOffline': 'Funktioniert offline: Die Farbdatenbank bleibt auf deinem Gerät, durchsuchbar auch im Laden ohne Empfang',
  'landing.benefitInstall': 'Wie eine App auf Handy, Tablet oder Computer installieren, ganz ohne App-Store',
  'landing.benefitFree': 'Kostenlos, ohne Werbung und ohne Tracking',
  'landing.ctaTitle': 'Bereit, deine Farbsammlung zu ordnen?',
  'landing.ctaText':
    'Die Anmeldung ist kostenlos, mit E-Mail-Adresse und Passwort. Die Farbdatenbank kannst du sofort durchsuchen, ganz ohne Konto.',
  'landing.createAccount': 'Kostenloses Konto erstellen',
  'landing.guide': 'Zur Anleitung & zum Tutorial',
  'landing.notFound.title': 'Seite nicht gefunden',
  'landing.notFound.heading': '404 Seite nicht gefunden',
  'landing.notFound.text': 'Diese Adresse gibt es hier nicht. Vielleicht ist der Link veraltet oder vertippt.',
  'landing.notFound.home': 'Zur Startseite',
} satisfies AreaCatalog<typeof landing>;
