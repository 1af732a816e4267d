import type { AreaCatalog } from '../../catalog';
import type pile from '../en/pile';

/** The pile area in Polish (kupka wstydu), with Polish's plural forms. */
export default {
  'pile.title': 'Kupka wstydu',
  'pile.description': 'Każdy model, który masz, etap po etapie, i jak szybko kupka maleje.',
  'pile.signUpTitle': 'Zobacz, jak maleje twoja kupka wstydu',
  'pile.signUpText':
    'Załóż darmowe konto, aby śledzić każde pudełko od niezłożonego do polakierowanego, z wykresem modeli kupionych wobec pomalowanych.',
  'pile.loading': 'Wczytywanie twojej kupki…',
  'pile.addBox': 'Dodaj pudełko',
  'pile.settings': 'Ustawienia kupki',
  'pile.emptyTitle': 'Twoja kupka jest pusta',
  'pile.emptyText': 'Dodaj pudełka, które masz, z dowolną liczbą modeli, i przesuwaj je dalej, gdy składasz, podkładujesz i malujesz.',
  'pile.size': '{count, plural, one {# model na kupce} few {# modele na kupce} many {# modeli na kupce} other {# modelu na kupce}}',
  'pile.listHeadingAll': 'Wszystko, najdłużej w etapie najpierw',
  'pile.listHeadingStage': '{stage}, najdłużej w etapie najpierw',
  'pile.nothingInStage': 'Nic na tym etapie',
  'pile.showAll': 'Pokaż wszystko',
  'pile.deleted': 'Usunięto: {name}',
  'pile.undo': 'Cofnij',
  'pile.restoreEntry': 'Przywróć wpis',
  'pile.deleteFailed': 'Nie udało się usunąć wpisu',
  'pile.movedSome': '{count} z {total} {name}: {stage}',
  'pile.moved': '{name}: {stage}',
  'pile.movedFrom': 'Wcześniej: {stage}.',
  'pile.undoMoveAlt': 'Użyj przycisku wstecz przy wpisie, aby cofnąć go do etapu {stage}.',
  'pile.moveFailed': 'Nie udało się przenieść wpisu',
  'pile.deleteTitle': 'Usunąć ten wpis?',
  'pile.deleteText':
    '{name} ({count, plural, one {# model} few {# modele} many {# modeli} other {# modelu}}) znika z twojej kupki. Możesz to cofnąć zaraz potem.',
  'pile.delete': 'Usuń',
  'pile.chart.name': 'Przebieg kupki wstydu',
  'pile.chart.title': '{name}: kupione i pomalowane w miesiącu',
  'pile.chart.subtitle': 'Kupione i pomalowane w miesiącu',
  'pile.chart.pictureFailed': 'Nie udało się zrobić obrazka',
  'pile.chart.pictureFailedText': 'Ta przeglądarka nie zdołała zapisać wykresu do pliku.',
  'pile.chart.heading': 'Przebieg',
  'pile.chart.hideTable': 'Ukryj tabelę',
  'pile.chart.showTable': 'Pokaż jako tabelę',
  'pile.chart.summary':
    'Ostatnie 24 miesiące. Kupka teraz: {count, plural, one {# model} few {# modele} many {# modeli} other {# modelu}}.',
  'pile.chart.summaryGoal':
    'Ostatnie 24 miesiące. Kupka teraz: {count, plural, one {# model} few {# modele} many {# modeli} other {# modelu}}; cel {goal} miesięcznie.',
  'pile.chart.drawing': 'Rysowanie wykresu…',
  'pile.chart.failed': 'Nie udało się wczytać wykresu. Tabela poniżej ma te same liczby.',
  'pile.chart.label':
    '{title}. Kupka teraz: {count, plural, one {# model} few {# modele} many {# modeli} other {# modelu}}. Tabela ma każdy miesiąc.',
  'pile.chart.figures': 'Liczby przebiegu',
  'pile.chart.month': 'Miesiąc',
  'pile.chart.bought': 'Kupione',
  'pile.chart.painted': 'Pomalowane',
  'pile.chart.pile': 'Kupka',
  'pile.chart.monthLine': '{month}: kupione {bought}, pomalowane {painted}, kupka {pile}.',
  'pile.chart.pileSize': 'Wielkość kupki',
  'pile.chart.goal': 'Cel ({goal} miesięcznie)',
} satisfies AreaCatalog<typeof pile>;
