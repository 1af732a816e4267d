import type { AreaCatalog } from '../../catalog';
import type landing from '../en/landing';

/** The landing area in Polish. */
export default {
  'landing.metaDescription':
    'The Paint Forge: darmowe narzędzie dla malarzy figurek, działające offline. Przeszukuj {paints} farb od {brands} producentów, prowadź stan farb i listę życzeń, i udostępniaj pomalowane figurki z przepisami farb.',
  'landing.hero': 'Zarządzaj kolekcją farb i projektami figurek',
  'landing.heroPaints': 'Kilka farb z bazy',
  'landing.start': 'Zacznij ZA DARMO',
  'landing.haveAccount': 'Masz już konto?',
  'landing.featuresTitle': 'Wszystko, czego potrzebujesz, by zapanować nad kolekcją farb',
  'landing.databaseTitle': 'Pełna baza farb',
  'landing.databaseText':
    '{paints} farb od {brands} producentów, w tym {brandList}, każda z kodem koloru hex, by porównywać odcienie obok siebie.',
  'landing.inventoryTitle': 'Twój własny stan farb',
  'landing.inventoryText':
    'Trzymaj posiadane farby osobno od całej bazy, z ilościami i listą życzeń, żeby nigdy nie kupić dwa razy tego samego słoiczka.',
  'landing.showcaseTitle': 'Galeria figurek',
  'landing.showcaseText':
    'Dokumentuj pomalowane figurki zdjęciami, przepisami farb według części, technikami i notatkami, a potem je udostępniaj.',
  'landing.benefitsTitle': 'Dlaczego malarze lubią The Paint Forge',
  'landing.benefitSearch': 'Błyskawiczne wyszukiwanie i filtry we wszystkich {brands} markach: po nazwie, marce, serii lub kolorze hex',
  'landing.benefitShare': 'Udostępniaj ukończone projekty z pełną listą farb i zdjęciami',
  'landing.benefitGlance': 'Zobacz od razu, co masz i co jest na liście życzeń, zanim kupisz',
  'landing.benefitOffline': 'Działa offline: baza farb zostaje na urządzeniu, do przeszukania w sklepie nawet bez zasięgu',
  'landing.benefitInstall': 'Zainstaluj ją na telefonie, tablecie lub komputerze jak aplikację, bez sklepu z aplikacjami',
  'landing.benefitFree': 'Za darmo, bez reklam i bez śledzenia',
  'landing.ctaTitle': 'Gotowy uporządkować kolekcję farb?',
  'landing.ctaText': 'Rejestracja jest darmowa, wystarczy adres e-mail i hasło. Bazę farb możesz przeglądać od razu, bez konta.',
  'landing.createAccount': 'Załóż darmowe konto',
  'landing.guide': 'Pełny przewodnik i samouczek',
  'landing.notFound.title': 'Nie znaleziono strony',
  'landing.notFound.heading': '404 Nie znaleziono strony',
  'landing.notFound.text': 'Tego adresu tu nie ma. Może link jest stary albo ma literówkę.',
  'landing.notFound.home': 'Na stronę główną',
} satisfies AreaCatalog<typeof landing>;
