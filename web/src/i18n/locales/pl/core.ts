import type { AreaCatalog } from '../../catalog';
import type core from '../en/core';

/** Polish, as Polish painters say it (podkład, wash, laserunek, suchy pędzel), with Polish's plural forms. */
export default {
  'accountRequired.inventory': 'Załóż konto, aby prowadzić spis swoich farb.',
  'accountRequired.wishlist': 'Załóż konto, aby prowadzić listę życzeń.',
  'accountRequired.title': 'Wymagane konto',

  'admin.accessDeniedTitle': 'Brak dostępu',
  'admin.accessDenied': 'Nie masz uprawnień do panelu administratora.',
  'admin.toggleSuccess': 'Zmieniono uprawnienia administratora użytkownika',
  'admin.toggleFailed': 'Nie udało się zmienić uprawnień administratora użytkownika',
  'admin.deleteSuccess': 'Usunięto użytkownika',
  'admin.deleteFailed': 'Nie udało się usunąć użytkownika',
  'admin.userNotFound': 'Nie znaleziono użytkownika',
  'admin.ownAdminRight': 'Nie możesz odebrać sobie uprawnień administratora. Poproś o to innego administratora.',
  'admin.ownAccount': 'Nie możesz usunąć własnego konta z panelu. Poproś innego administratora albo usuń je w swoim profilu.',
  'admin.lastAdmin': 'To ostatni administrator. Najpierw nadaj uprawnienia administratora innemu użytkownikowi.',
  'admin.neverBackedUp': 'Nigdy',

  'barcode.invalidCode': 'To nie jest prawidłowy kod kreskowy EAN-13, EAN-8 ani UPC-A. Sprawdź cyfry i spróbuj ponownie.',
  'barcode.unknownCode': 'Ten kod kreskowy nie jest jeszcze powiązany z żadną farbą.',

  'closeness.same': 'Ten sam kolor',
  'closeness.veryClose': 'Bardzo bliski',
  'closeness.close': 'Bliski',
  'closeness.far': 'Daleki',
  'closeness.explanation':
    'ΔE (CIEDE2000) mówi, jak bardzo dwa kolory różnią się dla oka: do 1 takie same, do 3 bardzo bliskie, do 6 bliskie, powyżej inny kolor.',

  'feedbackType.general': 'Ogólna opinia',
  'feedbackType.feature': 'Propozycja funkcji',
  'feedbackType.bug': 'Zgłoszenie błędu',
  'feedbackStatus.open': 'Otwarte',
  'feedbackStatus.inProgress': 'W toku',
  'feedbackStatus.resolved': 'Rozwiązane',
  'feedbackStatus.closed': 'Zamknięte',
  'feedback.submittedTitle': 'Wysłano opinię',
  'feedback.submittedText': 'Dziękujemy za opinię! Przejrzymy ją i wkrótce się odezwiemy.',
  'feedback.submitFailedTitle': 'Nie udało się wysłać opinii',
  'feedback.noHistory': 'Nie wysłano jeszcze żadnej opinii',
  'feedback.queuedTitle': 'Zapisano na tym urządzeniu',
  'feedback.queuedDescription': 'Brak połączenia: opinia zostanie wysłana, gdy znów będziesz online.',

  'authForm.invalidEmail': 'Podaj prawidłowy adres e-mail',
  'authForm.passwordMin': 'Hasło musi mieć co najmniej 8 znaków',
  'authForm.captchaRequired': 'Rozwiąż captchę',
  'authForm.captchaWrong': 'Odpowiedź na captchę jest nieprawidłowa. Spróbuj ponownie.',
  'authForm.weakPassword': 'Hasło jest za słabe. Wybierz silniejsze hasło.',
  'authForm.emailExists': 'Konto z tym adresem e-mail już istnieje. Spróbuj się zalogować.',
  'projectForm.miniatureNameRequired': 'Nazwa figurki jest wymagana',
  'projectForm.missingName': 'Brak danych: nadaj swojej figurce nazwę.',
  'recipeForm.partNameRequired': 'Nazwa elementu jest wymagana',
  'recipeForm.paintRequired': 'Wybierz farbę albo „własna”',
  'recipeForm.customPaintRequired': 'Nazwa, producent i kolor własnej farby są wymagane',
  'image.invalidType': 'Nieprawidłowy typ pliku',
  'image.tooLarge': 'Plik jest za duży',

  'kind.flat': 'Matowa',
  'kind.metallic': 'Metaliczna',
  'kind.fluorescent': 'Fluorescencyjna',
  'kind.wash': 'Wash',
  'kind.contrast': 'Contrast',
  'kind.glaze': 'Laserunek',

  'language.label': 'Język',
  'language.description': 'Język, w którym mówi do ciebie aplikacja.',

  'offline.saved': 'Baza farb zapisana do użytku offline',

  'paintAdded.toWishlist': 'Dodano do listy życzeń',
  'paintAdded.toInventory': 'Dodano do spisu farb',
  'paintAdded.which': '{name} ({brand})',
  'paintAdded.oneMore': 'Jeszcze jedna {name} (×{count})',
  'paintAdded.nowHave': '{brand}: masz teraz {count, plural, one {# słoiczek} few {# słoiczki} many {# słoiczków} other {# słoiczka}}.',
  'paintAdded.bought': 'Oznaczono jako kupioną',
  'paintAdded.boughtDescription': '{name} ({brand}) przeniesiono z listy życzeń do spisu farb.',
  'paintAdded.alreadyOwned': 'Już jest w twoim spisie farb',
  'paintAdded.alreadyWished': 'Już jest na twojej liście życzeń',

  'roster.tooLarge': 'Ten plik jest za duży na rozpiskę (najwyżej 5 MB lub 5000 wierszy tekstu). Niczego nie zapisano.',
  'roster.unzippedTooLarge': 'Ten plik .rosz rozpakowuje się do rozmiaru większego niż jakakolwiek rozpiska (20 MB). Niczego nie zapisano.',
  'roster.tooDeep': 'Ten plik jest zagnieżdżony znacznie głębiej niż jakakolwiek rozpiska. Niczego nie zapisano.',
  'roster.tooManyUnits': 'Ta rozpiska ma ponad 500 jednostek. Podziel ją na kilka armii. Niczego nie zapisano.',
  'roster.notARoster':
    'Nie umiemy odczytać tej rozpiski. Wyeksportuj plik .ros lub .rosz z BattleScribe, plik JSON z New Recruit albo wklej rozpiskę jako tekst. Niczego nie zapisano.',
  'roster.notAZip': 'Ten plik .rosz jest uszkodzony: to nie jest plik zip. Niczego nie zapisano.',
  'roster.noRosterInZip': 'Ten plik zip nie zawiera rozpiski .ros. Niczego nie zapisano.',
  'roster.doctype': 'Ten plik deklaruje własne encje XML, czego rozpiska nigdy nie robi, więc nie został odczytany. Niczego nie zapisano.',

  'session.ended':
    'Twoje hasło zostało zmienione na innym urządzeniu. Zaloguj się ponownie{unsent, plural, =0 {} one { — twoja niewysłana zmiana zostaje na tym urządzeniu} few { — twoje # niewysłane zmiany zostają na tym urządzeniu} many { — twoich # niewysłanych zmian zostaje na tym urządzeniu} other { — twoje # niewysłanej zmiany zostają na tym urządzeniu}}.',

  'showcase.notFoundTitle': 'Ta figurka nie jest już udostępniana',
  'showcase.notFoundMessage': 'Ten link do galerii nie istnieje albo właściciel przestał go udostępniać.',
  'showcase.invitation': 'Trzymaj swoje farby, pomalowane figurki i ich receptury w jednym miejscu, za darmo, i udostępniaj je tak jak tę.',

  'stage.unbuilt': 'Niezłożona',
  'stage.built': 'Złożona',
  'stage.primed': 'Zapodkładowana',
  'stage.painting': 'W malowaniu',
  'stage.painted': 'Pomalowana',
  'stage.based': 'Z podstawką',
  'stage.varnished': 'Polakierowana',

  'syncProblem.offline': 'Brak połączenia. Twoje zmiany są zapisane na tym urządzeniu i zostaną wysłane, gdy znów będziesz online.',
  'syncProblem.serverUnavailable': 'Nie udało się połączyć z serwerem. Twoje zmiany są zapisane na tym urządzeniu; wkrótce kolejna próba.',
  'syncProblem.rateLimited':
    'Serwer poprosił to urządzenie o zwolnienie tempa. Twoje zmiany są zapisane; za chwilę zostaną wysłane ponownie.',
  'syncProblem.signedOut': 'Zaloguj się, aby synchronizować. Twoje zmiany są zapisane na tym urządzeniu.',
  'syncProblem.otherAccount': 'Zalogowane jest inne konto. Zmiany tego konta zostają na tym urządzeniu, dopóki znów się nie zaloguje.',
  'syncProblem.updateRequired':
    'Ta wersja aplikacji jest za stara, by synchronizować. Odśwież, aby ją zaktualizować; twoje zmiany zostają.',
  'syncProblem.serverTooOld':
    'Serwer jest starszy niż ta aplikacja i nie może się z nią synchronizować, dopóki nie zostanie zaktualizowany. Twoje zmiany zostają na tym urządzeniu.',
  'syncProblem.clientMismatch': 'Zmiany na tym urządzeniu należą do innego konta. Wyloguj się i zaloguj ponownie.',
  'syncProblem.forbidden':
    'Serwer odmówił synchronizacji tego urządzenia. Wyloguj się i zaloguj ponownie; twoje zmiany zostają na tym urządzeniu.',
  'syncProblem.stuck': 'To urządzenie i serwer nie zgadzają się, które zmiany zostały wysłane. Twoje zmiany zostają na tym urządzeniu.',
  'syncProblem.badAnswer': 'Serwer wysłał odpowiedź, której ta aplikacja nie rozumie. Twoje zmiany zostają; kolejna próba później.',
  'syncProblem.storageFull':
    'Na urządzeniu brakuje miejsca. Zwolnij trochę miejsca i spróbuj ponownie — nic, co zapisano wcześniej, nie przepadło.',
  'syncProblem.unexpected': 'Coś poszło nie tak podczas synchronizacji. Twoje zmiany zostają na tym urządzeniu; kolejna próba później.',

  'trust.trusted': 'Liczy się do katalogu',
  'trust.unverified': 'Nie liczy się: niepotwierdzony adres e-mail',
  'trust.countsFrom': 'Liczy się od {date} (członek krócej niż tydzień)',
  'trust.newMember': 'Jeszcze się nie liczy: członek krócej niż tydzień',
  'trust.samePerson': 'Nie liczy się: inny adres tego samego malarza',
  'trust.agreementProgress': '{counted} z {needed} zaufanych malarzy',
  'trust.waits': 'Czeka na kolejnych zweryfikowanych malarzy',
  'trust.appliesSoon': 'Obowiązuje w ciągu godziny',
  'trust.appliesOn': 'Obowiązuje od {date}',
  'trust.paintersWhoAgreed':
    '{count, plural, =0 {zgodnych malarzy} one {# zgodnego malarza} few {# zgodnych malarzy} many {# zgodnych malarzy} other {# zgodnego malarza}}',
  'trust.changedBy': 'Zmienione przez {by}',
  'trust.correctedBy': 'Poprawione przez {by}',
  'trust.measuredBy': 'Zmierzone przez {by}',
  'trust.correctionRemovedBy': 'Poprawka usunięta przez {by}',
  'trust.agreementDismissedBy': 'Uzgodnienie odrzucone przez {by}',
  'trust.sourceAdmin': 'Poprawione przez administratora',
  'trust.sourceReports': 'Uzgodnione przez zaufanych malarzy',
  'trust.sourceMeasurements': 'Zmierzone przez zaufanych malarzy',

  'swatch.measuredBy':
    '{painters, plural, one {Zmierzone przez # malarza} few {Zmierzone przez # malarzy} many {Zmierzone przez # malarzy} other {Zmierzone przez # malarza}}',
  'swatch.spread': 'rozrzut ΔE {spread}',
  'swatch.thinPooled': 'cienko na białym / zebrane',
  'swatch.approximate': 'przybliżona próbka',
  'swatch.approximateTwoStop': 'przybliżona próbka: cienko na białym / zebrane',
  'swatch.measuredExplanation':
    'Malarze sfotografowali próbkę na białym kartonie i ich pomiary się zgadzały. Rozrzut (CIEDE2000) mówi, jak daleko od siebie leżały: do 3 to bardzo blisko.',
  'feedbackReport.measured': 'Zmierzone na białym kartonie',
  'feedbackReport.measuredPooled': 'zebrane {color}',

  // ── Account helper (issue 38): a failure's words and every server error code's (messages/error-code-text.ts).
  'failure.connection': 'Błąd połączenia. Sprawdź połączenie z internetem i spróbuj ponownie.',
  'failure.server': 'Błąd serwera. Spróbuj ponownie za chwilę.',
  'failure.tryAgain': 'Spróbuj ponownie.',
  'failure.showcaseRateLimited': 'Z tej sieci otwarto w ostatniej minucie wiele wizytówek. Spróbuj ponownie za minutę.',
  'failure.addPaintTitle': 'Nie udało się dodać farby',
  'failure.addPaintDescription': 'Podczas dodawania farby wystąpił błąd.',
  'errorCode.badRequest': 'Serwer odrzucił to żądanie.',
  'errorCode.unknownChange': 'Nieznana zmiana „{mutation}”. Zaktualizuj aplikację.',
  'errorCode.invalidField': 'Wartość „{field}” jest nieprawidłowa.',
  'errorCode.validation': 'Sprawdź, co wpisano, i spróbuj ponownie.',
  'errorCode.updateTheApp': 'Ta wersja aplikacji wysłała żądanie, którego serwer nie przyjmuje. Odśwież stronę, aby ją zaktualizować.',
  'errorCode.tooLarge': 'To jest za duże, aby to zapisać.',
  'errorCode.tooDeep': 'To jest zbyt głęboko zagnieżdżone, aby to zapisać.',
  'errorCode.uriTooLong': 'Adres tego żądania jest za długi.',
  'errorCode.headersTooLarge': 'To żądanie jest za duże dla serwera. Wyloguj się i zaloguj ponownie.',
  'errorCode.notFound':
    '{subject, select, photo {Zdjęcie nie dotarło na serwer, więc ta zmiana nie została zapisana.} pileSettings {Te ustawienia Pile of Shame należą do innego konta. Wyloguj się i zaloguj ponownie.} paint {Ta farba już nie istnieje.} project {Ta figurka już nie istnieje.} recipe {Ta farba z przepisu już nie istnieje.} army {Ta armia już nie istnieje.} unit {Ten oddział już nie istnieje.} scheme {Ten schemat już nie istnieje.} other {Ten element już nie istnieje.}}',
  'errorCode.conflict':
    '{subject, select, photo {To zdjęcie już istnieje.} pileSettings {Te ustawienia Pile of Shame już istnieją.} paint {Ta farba już istnieje.} project {Ta figurka już istnieje.} recipe {Ta farba z przepisu już istnieje.} army {Ta armia już istnieje.} unit {Ten oddział już istnieje.} scheme {Ten schemat już istnieje.} other {To koliduje ze zmianą wprowadzoną gdzie indziej. Odśwież i spróbuj ponownie.}}',
  'errorCode.rateLimited': 'Zbyt wiele prób. Poczekaj kilka minut i spróbuj ponownie.',
  'errorCode.storageFull': 'Osiągnięto limit miejsca. Usuń to, czego już nie potrzebujesz, aby dodać więcej.',
  'errorCode.quotaExceeded':
    'Osiągnięto limit: {limit} ({subject, select, paint {farby} project {figurki} recipe {farby w przepisach} pileSettings {ustawienia Pile of Shame} army {armie} unit {oddziały} other {schematy}}). Usuń to, czego już nie potrzebujesz, aby dodać więcej.',
  'errorCode.unauthenticated': 'Zaloguj się ponownie.',
  'errorCode.unauthorized': 'Twoja sesja wygasła. Zaloguj się ponownie.',
  'errorCode.passwordChanged': 'Twoje hasło zostało zmienione na innym urządzeniu. Zaloguj się ponownie.',
  'errorCode.forbidden': 'Nie masz uprawnień, aby to zrobić.',
  'errorCode.invalidCredentials': 'Nieprawidłowy e-mail lub hasło. Sprawdź dane i spróbuj ponownie.',
  'errorCode.wrongPassword': 'Obecne hasło jest nieprawidłowe',
  'errorCode.sameEmail': 'To już jest adres e-mail twojego konta.',
  'errorCode.alreadyVerified': 'Twój adres e-mail jest już potwierdzony.',
  'errorCode.invalidToken': 'Ten link jest nieprawidłowy lub wygasł.',
  'errorCode.ownAccount': 'Nie możesz tego zrobić z własnym kontem. Poproś o to innego admina.',
  'errorCode.backupsUnavailable':
    'Ten serwer trzyma dane w PostgreSQL, którego kopie robi się jego własnymi narzędziami (pg_dump), nie stąd.',
  'errorCode.hashMismatch': 'Zdjęcie uszkodziło się po drodze. Spróbuj ponownie.',
  'errorCode.unreadableImage':
    'Nie udało się odczytać tego zdjęcia do końca, więc nie można było usunąć jego ukrytych danych (np. pozycji GPS). Zapisz je ponownie jako JPEG, PNG lub WebP albo zrób zrzut ekranu i użyj go.',
  'errorCode.mailUnavailable': 'Nie udało się wysłać e-maila. Spróbuj ponownie za kilka minut.',
  'errorCode.shuttingDown': 'Serwer się uruchamia ponownie. Spróbuj ponownie za chwilę.',
  'errorCode.imageLinkInvalid': 'Wklej link zaczynający się od https:// lub http://.',
  'errorCode.imageLinkCredentials': 'Nie można używać linków z nazwą użytkownika lub hasłem. Wklej bezpośredni link do obrazu.',
  'errorCode.imageLinkPrivate': 'Ten link prowadzi do adresu prywatnego lub lokalnego. Można używać tylko obrazów z publicznych stron.',
  'errorCode.imageLinkUnreachable': 'Nie udało się pobrać obrazu z tego linku.',
  'errorCode.imageLinksBusy': 'Serwer pobiera teraz wiele obrazów. Spróbuj ponownie za kilka sekund.',
  'errorCode.recipeFull': 'Przepis tej figurki jest pełny: mieści najwyżej {max} farb. Usuń kilka, zanim dodasz kolejne.',
  'errorCode.schemeFull': 'Ten schemat jest pełny: mieści najwyżej {limit} kroków. Usuń kilka, zanim dodasz kolejne.',
  'errorCode.changeSetAside':
    'Tej zmiany nie udało się zapisać na serwerze, więc odłożono ją, aby pozostałe zmiany mogły się zsynchronizować.',
  'errorCode.changeTooLarge': 'Ta zmiana jest za duża, aby ją zapisać.',
  'errorCode.changeTooDeep': 'Ta zmiana jest zbyt głęboko zagnieżdżona, aby ją zapisać.',
  'errorCode.changeInvalidField': 'Ta zmiana nie została zapisana: jej pole „{field}” jest nieprawidłowe.',
  'notice.aChange': 'Zmiana',
  'notice.change':
    '{action, select, create {Dodawanie} edit {Edycja} quantity {Zmiana liczby} move {Przenoszenie} stage {Następny etap} split {Dzielenie} delete {Usuwanie} restore {Przywracanie} share {Udostępnianie} unshare {Koniec udostępniania} send {Wysyłanie} link {Łączenie} other {Zmiana}}: {entity, select, barcodeLink {kod kreskowy} feedback {opinia} paint {farba} project {figurka} recipe {farba z przepisu} pileSettings {ustawienia Pile of Shame} army {armia} unit {oddział} scheme {schemat} other {element}}{labelled, select, yes { „{label}”} other {}}',
  'notice.notSaved': 'Nie zapisano: {change}',
  'notice.editedDeleted':
    '„{name}” usunięto na innym urządzeniu. Twoja zmiana została zachowana i wróci, jeśli element zostanie przywrócony.',
  'notice.addedToDeleted': '„{name}” usunięto na innym urządzeniu. Farba została zachowana i wróci, jeśli element zostanie przywrócony.',
  'notice.unknown': 'Serwer zapisał tę zmianę z uwagą, której ta wersja aplikacji nie umie pokazać. Odśwież stronę, aby zaktualizować.',

  // Shared components' words (the dialog's Cancel, the sign-up prompt), added with the projects/armies/showcase areas.
  'common.cancel': 'Anuluj',
  'common.createFreeAccount': 'Załóż darmowe konto',
  'common.pickColour': 'Wybierz kolor',
} satisfies AreaCatalog<typeof core>;
