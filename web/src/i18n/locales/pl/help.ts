import type { AreaCatalog } from '../../catalog';
import type help from '../en/help';

/** The help page in Polish; quoted controls as the Polish app names them. */
export default {
  'help.title': 'Pomoc i przewodnik',
  'help.description': 'Wszystko, czego potrzebujesz, by śledzić swoje farby, planować listę życzeń i pokazywać pomalowane figurki.',
  'help.heading': 'Centrum pomocy i przewodnik',
  'help.quickActions': 'Szybkie akcje',
  'help.quick.catalog.label': 'Przeglądaj bazę farb',
  'help.quick.catalog.text': 'Szukaj każdej farby po nazwie, marce, serii lub kolorze.',
  'help.quick.showcase.label': 'Galeria figurek',
  'help.quick.showcase.text': 'Oglądaj i udostępniaj swoje pomalowane figurki.',
  'help.quick.inventory.label': 'Moje farby',
  'help.quick.inventory.text': 'Farby, które masz, i te z listy życzeń.',
  'help.quick.create.label': 'Utwórz projekt',
  'help.quick.create.text': 'Opisz figurkę ze zdjęciem i przepisem malowania.',
  'help.keyFeatures': 'Najważniejsze funkcje',
  'help.feature.database': 'Baza {paints} farb od {brands} marek, każda z kolorem w zapisie hex',
  'help.feature.inventory': 'Ewidencja farb, które masz, z ilościami, oddzielnie od bazy, do tego lista życzeń',
  'help.feature.search': 'Wyszukiwanie i filtry po nazwie, marce, typie lub kolorze',
  'help.feature.colourMatch': 'Dopasowanie koloru: kolor ze zdjęcia lub kod hex, odnaleziony wśród twoich farb i w każdej marce',
  'help.feature.recipes': 'Przepisy malowania: farby każdej części figurki, z technikami i notatkami',
  'help.feature.sharing': 'Udostępnianie galerii: link, obraz lub tekst z pełną listą farb',
  'help.feature.sync': 'Synchronizacja konta między urządzeniami i praca offline, gdy aplikacja raz została otwarta',
  'help.guideTitle': 'Przewodnik krok po kroku',
  'help.steps': 'Kroki',
  'help.tips': 'Wskazówki',
  'help.guide.gettingStarted.title': 'Pierwsze kroki',
  'help.guide.gettingStarted.step1':
    'Załóż darmowe konto na stronie rejestracji: podaj adres e-mail, hasło z co najmniej 8 znaków, imię i nazwisko oraz wynik prostego dodawania (odstrasza boty).',
  'help.guide.gettingStarted.step2': 'Otwórz link weryfikacyjny, który wyślemy e-mailem, a potem zaloguj się e-mailem i hasłem.',
  'help.guide.gettingStarted.step3': 'Zacznij od farb: dodaj te ze swojego stołu, a potem te, które chcesz kupić, na listę życzeń.',
  'help.guide.gettingStarted.step4': 'Menu konta (okrągły przycisk w prawym górnym rogu) prowadzi do profilu, opinii i tego przewodnika.',
  'help.guide.gettingStarted.tip1': 'Całą bazę farb możesz przeglądać bez konta: otwórz farby i wybierz „Przeglądaj bazę farb”.',
  'help.guide.gettingStarted.tip2':
    'Zainstaluj aplikację z menu przeglądarki („Zainstaluj aplikację” lub „Dodaj do ekranu głównego”), by otwierać ją jak każdą inną, także offline.',
  'help.guide.gettingStarted.tip3':
    'Przełączaj jasny i ciemny motyw przyciskiem motywu w nagłówku; „Systemowy” idzie za ustawieniem urządzenia.',
  'help.guide.paintDatabase.title': 'Baza farb i twoje farby',
  'help.guide.paintDatabase.step1':
    'Otwórz farby i wybierz „Przeglądaj bazę farb”, by zobaczyć każdą farbę z próbką koloru, marką, serią, typem i kodem hex.',
  'help.guide.paintDatabase.step2':
    'Pisz w polu wyszukiwania, a lista filtruje się na bieżąco. Słowa mogą pochodzić z nazwy, marki lub serii, w dowolnej kolejności, a akcenty i wielkie litery nie mają znaczenia: „cafe creme” znajdzie „Café Crème”. Gdy nic nie pasuje, drobna literówka zostaje wybaczona: „blod angles red” znajdzie Blood Angels Red.',
  'help.guide.paintDatabase.step3': 'Otwórz Filtry, by zawęzić listę do marki, a potem do serii; widać tylko serie wybranej marki.',
  'help.guide.paintDatabase.step4':
    'Każda farba w bazie pokazuje „Masz ×2”, gdy ją masz, i „Na liście życzeń”, gdy tylko jej chcesz. Dodanie farby, którą już masz, zwiększa jej ilość o jeden; „Oznacz jako kupioną” przenosi farbę z listy życzeń do twoich farb.',
  'help.guide.paintDatabase.step5':
    'Farba wszędzie nosi w nazwie swoją serię („Macragge Blue · Base”, „Macragge Blue · Air”, „Macragge Blue · Spray”), więc słoiczki o tej samej nazwie da się odróżnić. Wpisana lub zaimportowana nazwa oznacza farbę do pędzla, nie Air ani spray. Farba sprzedawana w kilku seriach marki wymienia pozostałe słoiczki pod „Także:” i pokazuje „Masz słoik Base”, gdy masz jeden z nich.',
  'help.guide.paintDatabase.step6':
    'Farba, której producent już nie robi, pokazuje „Wycofana” i co kupić zamiast niej: „Teraz sprzedawana jako” ta sama farba w aktualnej serii tego samego rodzaju, a jeśli takiej nie ma, „Najbliższa obecna farba” tej samej marki z różnicą koloru (ΔE). Wyszukiwanie pokazuje aktualne farby przed wycofanymi.',
  'help.guide.paintDatabase.step7':
    'Pod każdą farbą z bazy i z listy życzeń widzisz farby, które już masz, w tym samym kolorze, bardzo bliskie lub bliskie (wash porównujemy tylko z washami, metalik z metalikami).',
  'help.guide.paintDatabase.step8':
    'W swoich farbach możesz szukać, w Filtrach wybrać markę, typ lub sortowanie (nazwa, marka, typ lub ilość), przełączać listę i siatkę oraz zmieniać ilość farby. Przycisk baterii oznacza farbę jako kończącą się (liczby uwzględniają takie i farby bez słoiczka); przycisk serca przenosi farbę z powrotem na listę życzeń.',
  'help.guide.paintDatabase.step9': 'Dodaj farbę okrągłym przyciskiem +. W „Dodaj farbę” wpisz dwie litery nazwy, by wybrać ją z bazy.',
  'help.guide.paintDatabase.step10':
    'Na karcie Lista życzeń wyeksportuj listę zakupów pogrupowaną według marek do sklepu i stuknij „Kupione”, gdy już ją masz.',
  'help.guide.paintDatabase.step11':
    'W sklepie stuknij „Skanuj” i skieruj tylny aparat na kod kreskowy słoiczka (albo wpisz cyfry): od razu widzisz, czy go masz, czy jest na liście życzeń, czy masz coś podobnego, i dodajesz go jednym stuknięciem. Kod, którego nikt jeszcze nie powiązał, prosi o wybranie farby z bazy; twoje powiązanie działa od razu na twoich urządzeniach, a pomaga wszystkim, gdy dwóch malarzy ze zweryfikowanym e-mailem, od tygodnia w serwisie, powiąże go z tą samą farbą (albo potwierdzi to admin).',
  'help.guide.paintDatabase.tip1': 'Wyszukaj kod hex, np. #8E020F, by znaleźć farby najbliższe temu kolorowi, najbliższą najpierw.',
  'help.guide.paintDatabase.tip2': 'Po pierwszej wizycie baza zapisuje się na urządzeniu, więc wyszukiwanie działa bez zasięgu.',
  'help.guide.paintDatabase.tip3':
    'Próbki to przybliżenia ze zdjęć producentów; metaliki, washe i farby Contrast wyglądają na modelu inaczej. Washe, shade’y, Contrasty, tusze i laserunki są rysowane w dwóch połówkach: cienko na bieli i zebrane w zagłębieniu; obie to przybliżenia, dopóki nie zastąpi ich zmierzony kolor.',
  'help.guide.colourMatch.title': 'Dopasowanie koloru',
  'help.guide.colourMatch.step1':
    'Otwórz „Kolory” w menu. Wybierz „Zrób zdjęcie”, „Wybierz zdjęcie” lub zdjęcie jednej ze swoich figurek, potem stuknij lub przeciągnij po nim: lupa pokazuje, co jest pod palcem, a pobrany kolor to średnia z małego obszaru (zmienisz go suwakiem Obszar).',
  'help.guide.colourMatch.step2':
    'Dla wiernych kolorów stuknij „Stuknij szarą kartę”, a potem białą lub szarą kartę na zdjęciu, albo wybierz „Automatycznie”: każdy pobrany kolor jest korygowany i pokazany przed i po.',
  'help.guide.colourMatch.step3': 'Albo wpisz kolor hex, użyj próbnika koloru lub wyszukaj jedną ze swoich farb albo farbę z bazy.',
  'help.guide.colourMatch.step4':
    'Najbliższe farby to najpierw twoje, potem najbliższa farba każdej marki, każda z ΔE i słowem (ten sam kolor, bardzo bliski, bliski lub daleki). Odpowiadają tylko farby jednego rodzaju: rodzaju koloru albo tego, który wybierzesz przyciskami (Matowa, Metaliczna, Fluorescencyjna, Wash, Contrast, Laserunek), więc matowej czerwieni nigdy nie odpowie metalik. „Dodaj do listy życzeń” dodaje farbę danej marki do twojej listy.',
  'help.guide.colourMatch.step5':
    'Gdy żadna z twoich farb nie jest bliska, proponuje dwie twoje farby do zmieszania, z proporcją (np. 2 : 1) i kolorem mieszanki obok tego, którego szukasz.',
  'help.guide.colourMatch.step6':
    '„Paleta” znajduje główne kolory zdjęcia i do każdego najbliższą twoją farbę; „Zacznij przepis” dodaje je do przepisu figurki albo do nowej figurki, którą nazwiesz.',
  'help.guide.colourMatch.step7':
    'Każda farba z bazy („Odpowiedniki” na jej karcie) i każda twoja („Odpowiedniki w innych markach” w Edytuj farbę) otwiera się tutaj z najbliższą aktualną farbą każdej innej marki, twoje najpierw. Tabela odpowiedników pobiera jako plik CSV odpowiedniki całej marki w innej marce.',
  'help.guide.colourMatch.tip1': 'Zdjęcia zostają na twoim urządzeniu: kolory są tam pobierane i porównywane, i działa to offline.',
  'help.guide.colourMatch.tip2':
    'Kolory farb to przybliżenia: traktuj dopasowanie jako punkt wyjścia i sprawdź słoiczek w świetle dziennym.',
  'help.guide.miniatureShowcase.title': 'Galeria figurek',
  'help.guide.miniatureShowcase.step1': 'Otwórz Projekty i wybierz „Dodaj pomalowaną figurkę”. Nadaj jej nazwę i, jeśli chcesz, opis.',
  'help.guide.miniatureShowcase.step2':
    'Dodaj zdjęcie: wybierz plik obrazu (poniżej 20 MB), wybierz „Zrób zdjęcie”, a potem „Zrób zdjęcie” w podglądzie, by użyć aparatu, albo wklej link do obrazu i wybierz „Użyj linku”: serwer pobiera obraz z dowolnej publicznej strony, więc link wymaga połączenia. Jeśli linku nie da się pobrać, zapisz obraz na urządzeniu i prześlij go jako plik.',
  'help.guide.miniatureShowcase.step3':
    'Przeszukuj galerię słowami z nazwy lub opisu figurki, w dowolnej kolejności; wielkie litery i akcenty nie mają znaczenia.',
  'help.guide.miniatureShowcase.step4':
    'Otwórz „Pokaż szczegóły” na karcie, by zobaczyć zdjęcie, opis i przepis malowania pogrupowany według części.',
  'help.guide.miniatureShowcase.step5':
    'Wybierz „Dodaj farbę”: wybierz część z listy lub wpisz własną, jeśli chcesz technikę i notatki, a potem wyszukaj farbę, wpisując 2 lub więcej liter. Podpowiedzi pochodzą z twoich farb i z bazy; filtr Marka je zawęża.',
  'help.guide.miniatureShowcase.step6':
    'Dla farby, której nie ma w żadnej z nich, wybierz „Własna farba” i podaj nazwę, markę, kolor i typ: trafi do przepisu i do twoich farb jako własna farba.',
  'help.guide.miniatureShowcase.step7':
    'Ułóż farby części w kolejności użycia strzałkami w górę i w dół lub przeciągając je myszą. Przycisk kosza usuwa farbę z przepisu.',
  'help.guide.miniatureShowcase.step8':
    'Każda farba w przepisie pokazuje, czy jest wśród twoich farb, czy na liście życzeń, a jeśli jej nie masz, najbliższą farbę, którą masz. Przycisk „Dodaj 2 brakujące farby do listy życzeń” (z twoją liczbą) dodaje naraz wszystkie, których ci brakuje.',
  'help.guide.miniatureShowcase.step9':
    'Wybierz „Edytuj”, by zmienić nazwę, opis, status (Aktywny, Ukończony lub Zarchiwizowany) albo zdjęcie, a „Usuń”, by usunąć figurkę.',
  'help.guide.miniatureShowcase.step10':
    'Figurka jest prywatna, dopóki jej nie udostępnisz. Menu „Udostępnij” na karcie oferuje „Kopiuj link”, „Pobierz obraz” (kartę przepisu ze zdjęciem i farbami według części), „Udostępnij całą galerię” (link i kartę razem), „Udostępnij jako tekst” (przepis rozpisany słowami) oraz, po udostępnieniu, „Zakończ udostępnianie”.',
  'help.guide.miniatureShowcase.tip1':
    'Wszystko to działa offline, poza wczytaniem zdjęcia z linku. Link utworzony offline zaczyna działać, gdy to urządzenie się zsynchronizuje; menu udostępniania mówi, czy już działa.',
  'help.guide.miniatureShowcase.tip2':
    'Każdy z działającym linkiem widzi zdjęcie, nazwę, opis i przepis, nigdy twój e-mail. Po „Zakończ udostępnianie” stary link nic już nie otwiera; ponowne udostępnienie tworzy nowy link.',
  'help.guide.miniatureShowcase.tip3':
    'Zdjęcia są pomniejszane za ciebie, więc duże zdjęcia nie są problemem. Najlepsze wychodzą przy dobrym świetle i gładkim tle.',
  'help.guide.miniatureShowcase.tip4': 'Przepisy pogrupowane według części ułatwiają pomalowanie pasującej figurki nawet po miesiącach.',
  'help.guide.miniatureShowcase.tip5':
    'Udostępniaj tylko zdjęcia malowania figurek: zobacz zasady dotyczące obrazów w Warunkach korzystania.',
  'help.guide.advancedFeatures.title': 'Funkcje zaawansowane',
  'help.guide.advancedFeatures.step1':
    'Stuknij przycisk zaznaczania w swoich farbach, potem „Zaznacz wszystko” lub wybrane farby i „Eksportuj zaznaczone”, by zapisać je jako plik CSV (Name, Brand, Type, Color, Quantity, Range, Catalog ID) do arkusza kalkulacyjnego.',
  'help.guide.advancedFeatures.step2':
    'Przycisk importu przyjmuje plik CSV w tym samym formacie albo wklejoną listę nazw farb (drobne literówki nie szkodzą, „2x Nuln Oil” dodaje dwie) i pokazuje, co zostanie dodane, zanim cokolwiek doda.',
  'help.guide.advancedFeatures.step3':
    'W tym samym miejscu zapiszesz wszystko (farby, figurki i przepisy, nazwy etapów i cel kupki wstydu, bez zdjęć) w jednym pliku kopii JSON i je przywrócisz.',
  'help.guide.advancedFeatures.step4': 'Imię i nazwisko, adres e-mail, hasło i zdjęcie profilowe zmienisz w ustawieniach profilu.',
  'help.guide.advancedFeatures.step5':
    'Wyślij zgłoszenie błędu, prośbę o funkcję lub ogólną opinię ze strony Opinie i śledź jej status w swojej historii.',
  'help.guide.advancedFeatures.step6': 'Naciśnij F8, by przejść do powiadomienia, a Tab i Enter, by dotrzeć do każdego elementu bez myszy.',
  'help.guide.advancedFeatures.tip1': 'Gdy zalogujesz się na innym urządzeniu, twoje farby i projekty też tam będą.',
  'help.guide.advancedFeatures.tip2': 'Zmiany wprowadzone offline zostają na urządzeniu, dopóki znów nie będziesz online.',
  'help.guide.advancedFeatures.tip3':
    'Gdy nowa wersja aplikacji jest gotowa, komunikat proponuje przeładowanie; nic nie przepada, jeśli wybierzesz „Później”.',
  'help.licences': 'Dane farb i licencje',
  'help.next': 'Gotowy do malowania?',
  'help.goInventory': 'Przejdź do farb',
  'help.goProjects': 'Przejdź do projektów',
  'help.backHome': 'Wróć na stronę główną',
} satisfies AreaCatalog<typeof help>;
