import type { AreaCatalog } from '../../catalog';
import type legal from '../en/legal';

/** The legal pages in German (Datenschutzerklärung, Nutzungsbedingungen). */
export default {
  'legal.lastUpdated': 'Zuletzt aktualisiert: {date}',
  'legal.privacy.title': 'Datenschutzerklärung',
  'legal.privacy.intro':
    'The Paint Forge ist ein kostenloses Werkzeug für Miniaturenmaler: eine Farbdatenbank, ein persönlicher Farbbestand mit Wunschliste und eine Galerie bemalter Miniaturen mit ihren Farbrezepten. Diese Erklärung sagt, was erhoben wird, warum, wo es gespeichert ist und wie du es löschen lassen kannst. Kurz gesagt: Wir erheben, was für dein Konto und deine Malaufzeichnungen nötig ist, nicht mehr, und wir zeigen dir keine Werbung und verfolgen dich nicht.',
  'legal.privacy.collectTitle': 'Was wir erheben',
  'legal.privacy.accountTitle': 'Dein Konto',
  'legal.privacy.email.term': 'E-Mail-Adresse',
  'legal.privacy.email.text':
    ', um dich bei der Anmeldung zu erkennen (Authentifizierung), um zu bestätigen, dass die Adresse dir gehört, und um dir Nachrichten zu deinem Konto zu schicken, etwa einen Bestätigungs- oder Passwort-Link. Wir verschicken keine Newsletter und keine Werbung.',
  'legal.privacy.password.term': 'Passwort',
  'legal.privacy.password.text': ', nur als Einweg-Hash gespeichert; niemand, auch wir nicht, kann es lesen.',
  'legal.privacy.name.term': 'Vor- und Nachname',
  'legal.privacy.name.text': ', angezeigt in deinem Kontomenü und in deinem Profil.',
  'legal.privacy.picture.term': 'Profilbild',
  'legal.privacy.picture.text': ', nur wenn du eines hinzufügst.',
  'legal.privacy.records.term': 'Kontodaten',
  'legal.privacy.records.text':
    ': wann das Konto angelegt wurde und wann du dich zuletzt angemeldet hast, ob deine E-Mail bestätigt ist und ob du Administrator bist.',
  'legal.privacy.addedTitle': 'Was du hinzufügst',
  'legal.privacy.added.paints': 'Die Farben in deinem Bestand und auf deiner Wunschliste, mit Mengen, Prioritäten und Notizen.',
  'legal.privacy.added.projects': 'Deine Projekte (bemalte Miniaturen): Namen, Beschreibungen, Fotos und Farbrezepte.',
  'legal.privacy.added.feedback': 'Feedback, das du uns schickst, mit deiner E-Mail-Adresse und deinem Namen, damit wir antworten können.',
  'legal.privacy.technicalTitle': 'Technische Aufzeichnungen',
  'legal.privacy.technical':
    'Wie jeder Webserver zeichnet unserer Anfragen auf (Zeit, angefragte Adresse, IP-Adresse, Browsertyp, Fehler), um den Dienst sicher und funktionsfähig zu halten. Diese Aufzeichnungen werden kurz aufbewahrt und für nichts anderes verwendet.',
  'legal.privacy.notTitle': 'Was wir nicht tun',
  'legal.privacy.noAds':
    'The Paint Forge bindet {noAdvertising} ein. Es wird keine Werbung gezeigt, und kein Werbenetzwerk erhält deine Daten.',
  'legal.privacy.noAdvertising': 'keinen Werbedienst',
  'legal.privacy.noTracking':
    'Sie nutzt {noAnalytics} und {noCookies} und lädt keine Skripte oder Schriften von Servern anderer Firmen. (Ein Projektfoto, das du über eine eingefügte Webadresse hinzufügst, wird von dieser Adresse geladen.)',
  'legal.privacy.noAnalytics': 'keine Analysedienste Dritter',
  'legal.privacy.noCookies': 'keine Tracking-Cookies',
  'legal.privacy.noSelling':
    'Wir verkaufen, vermieten oder tauschen deine persönlichen Daten nicht und geben sie nur weiter, wie unten beschrieben.',
  'legal.privacy.deviceTitle': 'Daten auf deinem Gerät',
  'legal.privacy.deviceIntro':
    'The Paint Forge funktioniert offline und speichert deshalb Daten in deinem Browser, auf deinem Gerät. Sie verlassen dein Gerät nur, um mit deinem Konto abzugleichen:',
  'legal.privacy.localStorage.term': 'Local Storage',
  'legal.privacy.localStorage.text':
    ': dein Anmelde-Token und grundlegende Kontodaten ({token} und {user}) sowie dein gewähltes Farbschema ({theme}).',
  'legal.privacy.indexedDb.term': 'IndexedDB',
  'legal.privacy.indexedDb.text':
    ': eine Kopie der gemeinsamen Farbdatenbank sowie deine eigenen Farben und Projekte, damit die App ohne Verbindung öffnet und sucht.',
  'legal.privacy.appCache.term': 'App-Cache',
  'legal.privacy.appCache.text': ': die Dateien der App, von ihrem Service Worker gespeichert, damit sie offline öffnet.',
  'legal.privacy.deviceRemove':
    'Beim Abmelden werden deine Anmeldung und deine persönlichen Daten von diesem Gerät entfernt. Alles entfernen kannst du jederzeit, indem du die Daten dieser Website in den Browsereinstellungen löschst.',
  'legal.privacy.cookiesTitle': 'Cookie-Richtlinie',
  'legal.privacy.cookies':
    'The Paint Forge setzt keine Werbe-, Analyse- oder Tracking-Cookies. Sie meldet dich mit einem Token an, das im Local Storage liegt (siehe oben); es ist für die App unverzichtbar und wird nie genutzt, um dir auf andere Websites zu folgen. Da nichts Optionales gespeichert wird, gibt es außer der Nutzung der App nichts, dem du zustimmen müsstest.',
  'legal.privacy.whoTitle': 'Wer deine Daten sehen kann',
  'legal.privacy.who.private': 'Dein Bestand, deine Wunschliste, deine Projekte und dein Feedback sind privat für dein Konto.',
  'legal.privacy.who.shared':
    'Teilst du ein Projekt, kann jeder mit dem Showcase-Link dieses Projekt sehen: Name, Beschreibung, Foto und Farbrezept. Deine E-Mail-Adresse wird dort nie gezeigt.',
  'legal.privacy.who.admins':
    'Die Betreiber dieses Dienstes (Administratoren) können Kontodaten und Summen sehen, um ihn zu betreiben und zu schützen, und dein Feedback lesen.',
  'legal.privacy.who.law':
    'Wir geben Daten nur an Behörden weiter, wenn das Gesetz es verlangt, oder um illegale Inhalte zu melden, wie es unsere Nutzungsbedingungen beschreiben.',
  'legal.privacy.keepTitle': 'Wie lange wir Daten aufbewahren und wie du sie löschst',
  'legal.privacy.keep':
    'Wir bewahren dein Konto und deine Inhalte auf, solange das Konto besteht. Um dein Konto und alle seine Daten zu löschen, schreib uns von der Adresse des Kontos an {mail}. Ein Administrator löscht dann das Konto und entfernt damit dauerhaft dein Profil, deinen Farbbestand, deine Wunschliste, Projekte, Fotos, Rezepte und dein Feedback. Das lässt sich nicht rückgängig machen. Kopien in Sicherungen werden überschrieben, wenn die Sicherungen rotieren.',
  'legal.privacy.copy': 'Unter derselben Adresse kannst du auch eine Kopie deiner Daten oder ihre Berichtigung verlangen.',
  'legal.privacy.securityTitle': 'Sicherheit',
  'legal.privacy.security':
    'Passwörter werden gehasht, Verbindungen zu einem richtig eingerichteten Server sind verschlüsselt, und jede Anfrage nach deinen Daten wird gegen dein Konto geprüft. Kein System ist vollkommen sicher, nutze also bitte ein Passwort, das du nirgends sonst verwendest.',
  'legal.privacy.selfHostedTitle': 'Selbst betriebene Kopien',
  'legal.privacy.selfHosted':
    'The Paint Forge ist Software, die jeder auf einem eigenen Server betreiben kann. Nutzt du eine Kopie, die jemand anderes betreibt, entscheidet dieser Betreiber, wie sie läuft, und ist dort für deine Daten verantwortlich; diese Erklärung beschreibt, was die Software selbst tut, und der Betreiber sollte dir seine Kontaktdaten nennen.',
  'legal.privacy.childrenTitle': 'Kinder',
  'legal.privacy.children': 'The Paint Forge richtet sich nicht an Kinder unter 13, und wir erheben wissentlich keine Daten von ihnen.',
  'legal.privacy.changesTitle': 'Änderungen und Kontakt',
  'legal.privacy.changes':
    'Ändert sich diese Erklärung, aktualisieren wir das Datum oben auf dieser Seite. Fragen zu deinen Daten: {mail}. Siehe auch unsere {terms}.',
  'legal.privacy.termsLink': 'Nutzungsbedingungen',
  'legal.terms.title': 'Nutzungsbedingungen',
  'legal.terms.intro':
    'Diese Bedingungen gelten für deine Nutzung von The Paint Forge, einem kostenlosen Werkzeug, um Miniaturfarben zu verwalten und bemalte Miniaturen zu teilen. Wenn du ein Konto anlegst oder den Dienst nutzt, stimmst du ihnen zu. Bitte lies auch unsere {privacy}.',
  'legal.terms.privacyLink': 'Datenschutzerklärung',
  'legal.terms.serviceTitle': 'Der Dienst',
  'legal.terms.service':
    'The Paint Forge ist kostenlos. Wir können Funktionen ändern, pausieren oder einstellen und bemühen uns, Änderungen, die deine Daten betreffen, vorher anzukündigen. Es ist ein unabhängiges Fan-Werkzeug und mit keinem Farbhersteller, Miniaturenhersteller oder Spieleverlag verbunden.',
  'legal.terms.accountTitle': 'Dein Konto',
  'legal.terms.account.email': 'Gib eine echte E-Mail-Adresse an, unter der du Post empfängst, und behalte dein Passwort für dich.',
  'legal.terms.account.responsible':
    'Du bist verantwortlich für alles, was unter deinem Konto geschieht. Sag uns sofort Bescheid, wenn du glaubst, dass jemand anderes es benutzt hat.',
  'legal.terms.account.one': 'Eine Person, ein Konto. Konten dürfen nicht verkauft oder übertragen werden.',
  'legal.terms.contentTitle': 'Deine Inhalte',
  'legal.terms.content':
    'Die Fotos, Beschreibungen, Rezepte und Notizen, die du hinzufügst, bleiben deine. Du erlaubst uns, sie zu speichern, dir zu zeigen und ein Projekt jedem zu zeigen, mit dem du seinen Link teilst, nur soweit es für den Betrieb des Dienstes nötig ist. Du kannst deine Inhalte und dein Konto jederzeit löschen.',
  'legal.terms.imagesTitle': 'Richtlinie für Bildinhalte',
  'legal.terms.imagesIntro':
    'Jedes Bild, das du hochlädst, aufnimmst oder verlinkst, muss mit Miniaturenbemalung zu tun haben. Bilder dürfen nicht enthalten:',
  'legal.terms.images.adult': 'Inhalte für Erwachsene oder sexuell explizite Inhalte;',
  'legal.terms.images.violent': 'gewalttätige oder blutige Inhalte (über die bemalten Fantasy- und Tabletop-Miniaturen des Hobbys hinaus);',
  'legal.terms.images.hateful': 'hasserfüllte Inhalte, die Menschen für das angreifen, was sie sind;',
  'legal.terms.images.illegal': 'illegale Inhalte jeder Art;',
  'legal.terms.images.copyright':
    'urheberrechtlich geschütztes Material, das du nicht teilen darfst, etwa Fotos anderer Maler oder kommerzielle Artworks;',
  'legal.terms.images.spam': 'Spam, Werbung oder alles, was nichts mit Miniaturenbemalung zu tun hat.',
  'legal.terms.violations':
    'Verstöße führen zur sofortigen, unwiderruflichen Kündigung des Kontos mit Löschung aller Daten. Illegale Inhalte werden den Behörden gemeldet.',
  'legal.terms.useTitle': 'Zulässige Nutzung',
  'legal.terms.use.security':
    'Versuche nicht, den Dienst zu stören, zu überlasten oder seine Sicherheit zu umgehen, oder an die Daten anderer zu gelangen.',
  'legal.terms.use.automation': 'Nutze keine automatisierten Werkzeuge, um Konten anzulegen oder den Dienst in großem Umfang zu kopieren.',
  'legal.terms.use.law': 'Nutze den Dienst nicht, um jemanden zu belästigen oder gegen das Gesetz zu verstoßen.',
  'legal.terms.databaseTitle': 'Die Farbdatenbank',
  'legal.terms.database':
    'Farbnamen, Reihen und Farbwerte stammen aus dem von der Community gepflegten, MIT-lizenzierten Datensatz miniature-paints (siehe {licences}). Die Farbwerte sind Näherungen, und Farb- und Markennamen sind Marken ihrer Inhaber und werden nur verwendet, um deren Produkte zu bezeichnen.',
  'legal.terms.licencesLink': 'Farbdaten und Lizenzen',
  'legal.terms.warrantyTitle': 'Keine Gewähr, beschränkte Haftung',
  'legal.terms.warranty':
    'Der Dienst wird „wie besehen“ bereitgestellt, ohne jede Gewähr. Wir tun unser Bestes, ihn am Laufen und deine Daten sicher zu halten, können aber nicht versprechen, dass er immer verfügbar oder fehlerfrei ist. Soweit gesetzlich zulässig, haften wir nicht für verlorene Daten, entgangenen Gewinn oder mittelbare Schäden aus deiner Nutzung des Dienstes. Bewahre von allem Wichtigen eigene Kopien auf.',
  'legal.terms.endingTitle': 'Ende der Nutzung',
  'legal.terms.ending':
    'Du kannst den Dienst jederzeit nicht mehr nutzen und uns bitten, dein Konto zu löschen (siehe Datenschutzerklärung). Wir können ein Konto sperren oder beenden, das gegen diese Bedingungen verstößt; bei Verstößen gegen die Richtlinie für Bildinhalte geschieht das, wie oben gesagt, sofort.',
  'legal.terms.changesTitle': 'Änderungen und Kontakt',
  'legal.terms.changes':
    'Ändern sich diese Bedingungen, aktualisieren wir das Datum oben auf dieser Seite; wer den Dienst weiter nutzt, akzeptiert die neuen Bedingungen. Fragen: {mail}.',
} satisfies AreaCatalog<typeof legal>;
