import type { AreaCatalog } from '../../catalog';
import type legal from '../en/legal';

/** The legal pages in Polish (polityka prywatności, warunki korzystania). */
export default {
  'legal.lastUpdated': 'Ostatnia aktualizacja: {date}',
  'legal.privacy.title': 'Polityka prywatności',
  'legal.privacy.intro':
    'The Paint Forge to darmowe narzędzie dla malarzy figurek: baza farb, osobista ewidencja farb z listą życzeń i galeria pomalowanych figurek z przepisami. Ta polityka wyjaśnia, co zbiera, po co, gdzie to przechowuje i jak możesz to usunąć. W skrócie: zbieramy to, co potrzebne, by dać ci konto i przechowywać twoje zapiski z malowania, nic więcej, i nie pokazujemy ci reklam ani cię nie śledzimy.',
  'legal.privacy.collectTitle': 'Co zbieramy',
  'legal.privacy.accountTitle': 'Twoje konto',
  'legal.privacy.email.term': 'Adres e-mail',
  'legal.privacy.email.text':
    ', by rozpoznać cię przy logowaniu (uwierzytelnianie), potwierdzić, że adres należy do ciebie, i wysyłać wiadomości o twoim koncie, np. link weryfikacyjny albo do zmiany hasła. Nie wysyłamy newsletterów ani marketingu.',
  'legal.privacy.password.term': 'Hasło',
  'legal.privacy.password.text': ', przechowywane tylko jako jednokierunkowy skrót; nikt, także my, nie może go odczytać.',
  'legal.privacy.name.term': 'Imię i nazwisko',
  'legal.privacy.name.text': ', widoczne w menu konta i w twoim profilu.',
  'legal.privacy.picture.term': 'Zdjęcie profilowe',
  'legal.privacy.picture.text': ', tylko jeśli zdecydujesz się je dodać.',
  'legal.privacy.records.term': 'Dane konta',
  'legal.privacy.records.text':
    ': kiedy konto założono i kiedy ostatnio się logowałeś, czy twój e-mail jest zweryfikowany i czy jesteś administratorem.',
  'legal.privacy.addedTitle': 'Co dodajesz',
  'legal.privacy.added.paints': 'Farby z twojej ewidencji i listy życzeń, z ilościami, priorytetami i notatkami.',
  'legal.privacy.added.projects': 'Twoje projekty (pomalowane figurki): nazwy, opisy, zdjęcia i przepisy malowania.',
  'legal.privacy.added.feedback': 'Opinie, które nam wysyłasz, z twoim adresem e-mail i imieniem, byśmy mogli odpowiedzieć.',
  'legal.privacy.technicalTitle': 'Dzienniki techniczne',
  'legal.privacy.technical':
    'Jak każdy serwer WWW, nasz zapisuje żądania (czas, żądany adres, adres IP, typ przeglądarki, błędy), by utrzymać usługę bezpieczną i sprawną. Te zapisy przechowujemy krótko i nie używamy ich do niczego innego.',
  'legal.privacy.notTitle': 'Czego nie robimy',
  'legal.privacy.noAds':
    'The Paint Forge nie zawiera {noAdvertising}. Nie wyświetla reklam i żadna sieć reklamowa nie dostaje twoich danych.',
  'legal.privacy.noAdvertising': 'żadnej usługi reklamowej',
  'legal.privacy.noTracking':
    'Nie używa {noAnalytics} ani {noCookies} i nie ładuje skryptów ani czcionek z serwerów innych firm. (Zdjęcie projektu dodane przez wklejenie adresu WWW jest ładowane z tego adresu.)',
  'legal.privacy.noAnalytics': 'analityki firm trzecich',
  'legal.privacy.noCookies': 'śledzących plików cookie',
  'legal.privacy.noSelling':
    'Nie sprzedajemy, nie wynajmujemy ani nie wymieniamy twoich danych osobowych i udostępniamy je tylko w sposób opisany niżej.',
  'legal.privacy.deviceTitle': 'Dane przechowywane na twoim urządzeniu',
  'legal.privacy.deviceIntro':
    'The Paint Forge działa offline, więc przechowuje dane w twojej przeglądarce, na twoim urządzeniu. Opuszczają je tylko po to, by zsynchronizować się z twoim kontem:',
  'legal.privacy.localStorage.term': 'Pamięć lokalna',
  'legal.privacy.localStorage.text':
    ': twój token logowania i podstawowe dane konta ({token} i {user}) oraz wybrany motyw kolorów ({theme}).',
  'legal.privacy.indexedDb.term': 'IndexedDB',
  'legal.privacy.indexedDb.text':
    ': kopia wspólnej bazy farb oraz twoje farby i projekty, by aplikacja otwierała się i wyszukiwała bez połączenia.',
  'legal.privacy.appCache.term': 'Pamięć podręczna aplikacji',
  'legal.privacy.appCache.text': ': pliki samej aplikacji, zapisane przez jej service worker, by otwierała się offline.',
  'legal.privacy.deviceRemove':
    'Wylogowanie usuwa z tego urządzenia twoje logowanie i dane osobowe. Wszystko możesz usunąć w każdej chwili, czyszcząc dane tej witryny w ustawieniach przeglądarki.',
  'legal.privacy.cookiesTitle': 'Polityka plików cookie',
  'legal.privacy.cookies':
    'The Paint Forge nie ustawia reklamowych, analitycznych ani śledzących plików cookie. Loguje cię tokenem przechowywanym w pamięci lokalnej (patrz wyżej), który jest niezbędny do działania aplikacji i nigdy nie służy do śledzenia cię na innych stronach. Ponieważ nic opcjonalnego nie jest zapisywane, nie ma na co się zgadzać poza samym korzystaniem z aplikacji.',
  'legal.privacy.whoTitle': 'Kto widzi twoje dane',
  'legal.privacy.who.private': 'Twoja ewidencja farb, lista życzeń, projekty i opinie są prywatne dla twojego konta.',
  'legal.privacy.who.shared':
    'Jeśli udostępnisz projekt, każdy z linkiem do galerii zobaczy ten projekt: nazwę, opis, zdjęcie i przepis. Twój adres e-mail nigdy się tam nie pojawia.',
  'legal.privacy.who.admins':
    'Osoby prowadzące tę usługę (administratorzy) widzą dane kont i sumy, by ją prowadzić i chronić, oraz czytają wysyłane przez ciebie opinie.',
  'legal.privacy.who.law':
    'Ujawniamy dane władzom tylko wtedy, gdy wymaga tego prawo, albo by zgłosić nielegalne treści, jak opisują nasze Warunki.',
  'legal.privacy.keepTitle': 'Jak długo przechowujemy dane i jak je usunąć',
  'legal.privacy.keep':
    'Przechowujemy twoje konto i treści, dopóki konto istnieje. By usunąć konto i wszystkie jego dane, napisz do nas z adresu konta na {mail}. Administrator usunie konto, co na zawsze usuwa twój profil, ewidencję farb, listę życzeń, projekty, zdjęcia, przepisy i opinie. Tego nie da się cofnąć. Kopie w backupach są nadpisywane w miarę ich rotacji.',
  'legal.privacy.copy': 'Pod tym samym adresem możesz też poprosić o kopię swoich danych albo ich poprawienie.',
  'legal.privacy.securityTitle': 'Bezpieczeństwo',
  'legal.privacy.security':
    'Hasła są haszowane, połączenia z poprawnie skonfigurowanym serwerem są szyfrowane, a każde żądanie twoich danych jest sprawdzane względem twojego konta. Żaden system nie jest w pełni bezpieczny, więc używaj hasła, którego nie używasz nigdzie indziej.',
  'legal.privacy.selfHostedTitle': 'Kopie na własnych serwerach',
  'legal.privacy.selfHosted':
    'The Paint Forge to oprogramowanie, które każdy może uruchomić na własnym serwerze. Jeśli korzystasz z kopii prowadzonej przez kogoś innego, to ten operator decyduje, jak działa, i odpowiada tam za twoje dane; ta polityka opisuje, co robi samo oprogramowanie, a operator powinien podać ci swoje dane kontaktowe.',
  'legal.privacy.childrenTitle': 'Dzieci',
  'legal.privacy.children': 'The Paint Forge nie jest skierowana do dzieci poniżej 13 lat i świadomie nie zbieramy ich danych osobowych.',
  'legal.privacy.changesTitle': 'Zmiany i kontakt',
  'legal.privacy.changes':
    'Jeśli ta polityka się zmieni, zaktualizujemy datę na górze tej strony. Pytania o twoje dane: {mail}. Zobacz też nasze {terms}.',
  'legal.privacy.termsLink': 'Warunki korzystania',
  'legal.terms.title': 'Warunki korzystania',
  'legal.terms.intro':
    'Te warunki dotyczą korzystania z The Paint Forge, darmowego narzędzia do ewidencji farb do figurek i udostępniania pomalowanych figurek. Zakładając konto lub korzystając z usługi, akceptujesz je. Przeczytaj też naszą {privacy}.',
  'legal.terms.privacyLink': 'Politykę prywatności',
  'legal.terms.serviceTitle': 'Usługa',
  'legal.terms.service':
    'The Paint Forge jest bezpłatna. Możemy zmieniać, wstrzymywać lub wycofywać funkcje i postaramy się uprzedzać o zmianach dotyczących twoich danych. To niezależne narzędzie fanów, niezwiązane z żadnym producentem farb ani figurek ani z żadnym wydawcą gier.',
  'legal.terms.accountTitle': 'Twoje konto',
  'legal.terms.account.email': 'Podaj prawdziwy adres e-mail, na który odbierasz pocztę, i nie zdradzaj nikomu hasła.',
  'legal.terms.account.responsible':
    'Odpowiadasz za to, co dzieje się na twoim koncie. Daj nam znać od razu, jeśli sądzisz, że ktoś inny z niego korzystał.',
  'legal.terms.account.one': 'Jedna osoba, jedno konto. Kont nie wolno sprzedawać ani przekazywać.',
  'legal.terms.contentTitle': 'Twoje treści',
  'legal.terms.content':
    'Zdjęcia, opisy, przepisy i notatki, które dodajesz, pozostają twoje. Pozwalasz nam je przechowywać, pokazywać tobie i pokazywać projekt każdemu, komu udostępnisz jego link, tylko w zakresie potrzebnym do działania usługi. Swoje treści i konto możesz usunąć w każdej chwili.',
  'legal.terms.imagesTitle': 'Zasady dotyczące obrazów',
  'legal.terms.imagesIntro':
    'Każdy obraz, który przesyłasz, robisz lub linkujesz, musi dotyczyć malowania figurek. Obrazy nie mogą zawierać:',
  'legal.terms.images.adult': 'treści dla dorosłych ani treści o charakterze seksualnym;',
  'legal.terms.images.violent':
    'treści brutalnych ani drastycznych (poza pomalowanymi figurkami fantasy i do gier bitewnych, o które chodzi w hobby);',
  'legal.terms.images.hateful': 'treści nienawistnych, atakujących ludzi za to, kim są;',
  'legal.terms.images.illegal': 'jakichkolwiek nielegalnych treści;',
  'legal.terms.images.copyright':
    'materiałów chronionych prawem autorskim, do których udostępniania nie masz prawa, np. zdjęć innych malarzy lub komercyjnych grafik;',
  'legal.terms.images.spam': 'spamu, reklam ani niczego niezwiązanego z malowaniem figurek.',
  'legal.terms.violations':
    'Naruszenia oznaczają natychmiastowe, nieodwracalne zamknięcie konta z usunięciem wszystkich danych. Nielegalne treści zgłaszamy władzom.',
  'legal.terms.useTitle': 'Dozwolone korzystanie',
  'legal.terms.use.security': 'Nie próbuj psuć, przeciążać ani obchodzić zabezpieczeń usługi, ani dostawać się do danych innych osób.',
  'legal.terms.use.automation': 'Nie używaj automatycznych narzędzi do zakładania kont ani do masowego kopiowania usługi.',
  'legal.terms.use.law': 'Nie używaj usługi, by kogokolwiek nękać lub łamać prawo.',
  'legal.terms.databaseTitle': 'Baza farb',
  'legal.terms.database':
    'Nazwy, serie i kolory farb pochodzą z rozwijanego przez społeczność zbioru danych miniature-paints na licencji MIT (zobacz {licences}). Kolory są przybliżone, a nazwy farb i marek są znakami towarowymi ich właścicieli, używanymi tylko do oznaczenia ich produktów.',
  'legal.terms.licencesLink': 'Dane farb i licencje',
  'legal.terms.warrantyTitle': 'Brak gwarancji, ograniczona odpowiedzialność',
  'legal.terms.warranty':
    'Usługa jest udostępniana „taka, jaka jest”, bez jakichkolwiek gwarancji. Robimy, co możemy, by działała, a twoje dane były bezpieczne, ale nie możemy obiecać, że zawsze będzie dostępna i wolna od błędów. W zakresie dozwolonym przez prawo nie odpowiadamy za utracone dane, utracone zyski ani szkody pośrednie wynikające z korzystania z usługi. Trzymaj własne kopie wszystkiego, co ważne.',
  'legal.terms.endingTitle': 'Zakończenie korzystania',
  'legal.terms.ending':
    'W każdej chwili możesz przestać korzystać z usługi i poprosić nas o usunięcie konta (zobacz Politykę prywatności). Możemy zawiesić lub zamknąć konto, które narusza te warunki; przy naruszeniu zasad dotyczących obrazów dzieje się to natychmiast, jak napisano wyżej.',
  'legal.terms.changesTitle': 'Zmiany i kontakt',
  'legal.terms.changes':
    'Jeśli te warunki się zmienią, zaktualizujemy datę na górze tej strony; dalsze korzystanie z usługi oznacza akceptację nowych warunków. Pytania: {mail}.',
} satisfies AreaCatalog<typeof legal>;
