import type { AreaCatalog } from '../../catalog';
import type core from '../en/core';

/** German, as German painters say it (Grundierung, Lasur, Trockenbürsten); paint names, brands and ranges stay. */
export default {
  'accountRequired.inventory': 'Bitte erstelle ein Konto, um deinen Farbbestand zu verwalten.',
  'accountRequired.wishlist': 'Bitte erstelle ein Konto, um eine Wunschliste zu führen.',
  'accountRequired.title': 'Konto erforderlich',

  'admin.accessDeniedTitle': 'Zugriff verweigert',
  'admin.accessDenied': 'Du hast keine Berechtigung für das Admin-Dashboard.',
  'admin.toggleSuccess': 'Admin-Status des Nutzers aktualisiert',
  'admin.toggleFailed': 'Admin-Status des Nutzers konnte nicht geändert werden',
  'admin.deleteSuccess': 'Nutzer gelöscht',
  'admin.deleteFailed': 'Nutzer konnte nicht gelöscht werden',
  'admin.userNotFound': 'Nutzer nicht gefunden',
  'admin.ownAdminRight': 'Du kannst dir deine Admin-Rechte nicht selbst entziehen. Bitte einen anderen Admin darum.',
  'admin.ownAccount':
    'Du kannst dein eigenes Konto nicht im Dashboard löschen. Bitte einen anderen Admin darum oder lösche es in deinem Profil.',
  'admin.lastAdmin': 'Das ist der letzte Admin. Mache zuerst einen anderen Nutzer zum Admin.',
  'admin.neverBackedUp': 'Nie',

  'barcode.invalidCode': 'Das ist kein gültiger EAN-13-, EAN-8- oder UPC-A-Barcode. Prüfe die Ziffern und versuche es erneut.',
  'barcode.unknownCode': 'Dieser Barcode ist noch mit keiner Farbe verknüpft.',

  'closeness.same': 'Gleicher Farbton',
  'closeness.veryClose': 'Sehr nah',
  'closeness.close': 'Nah',
  'closeness.far': 'Weit entfernt',
  'closeness.explanation':
    'ΔE (CIEDE2000) gibt an, wie verschieden zwei Farben aussehen: bis 1 gleich, bis 3 sehr nah, bis 6 nah, darüber ein anderer Farbton.',

  'feedbackType.general': 'Allgemeines Feedback',
  'feedbackType.feature': 'Funktionswunsch',
  'feedbackType.bug': 'Fehlerbericht',
  'feedbackStatus.open': 'Offen',
  'feedbackStatus.inProgress': 'In Bearbeitung',
  'feedbackStatus.resolved': 'Gelöst',
  'feedbackStatus.closed': 'Geschlossen',
  'feedback.submittedTitle': 'Feedback gesendet',
  'feedback.submittedText': 'Danke für dein Feedback! Wir sehen es uns an und melden uns bald.',
  'feedback.submitFailedTitle': 'Feedback konnte nicht gesendet werden',
  'feedback.noHistory': 'Noch kein Feedback gesendet',
  'feedback.queuedTitle': 'Auf diesem Gerät gespeichert',
  'feedback.queuedDescription': 'Keine Verbindung: Dein Feedback wird gesendet, sobald du wieder online bist.',

  'authForm.invalidEmail': 'Bitte gib eine gültige E-Mail-Adresse ein',
  'authForm.passwordMin': 'Das Passwort muss mindestens 8 Zeichen lang sein',
  'authForm.captchaRequired': 'Bitte löse das Captcha',
  'authForm.captchaWrong': 'Die Captcha-Antwort ist falsch. Bitte versuche es erneut.',
  'authForm.weakPassword': 'Das Passwort ist zu schwach. Bitte wähle ein stärkeres Passwort.',
  'authForm.emailExists': 'Es gibt bereits ein Konto mit dieser E-Mail-Adresse. Bitte melde dich stattdessen an.',
  'projectForm.miniatureNameRequired': 'Der Name der Miniatur fehlt',
  'projectForm.missingName': 'Angaben fehlen: Bitte gib deiner Miniatur einen Namen.',
  'recipeForm.partNameRequired': 'Der Name des Bereichs fehlt',
  'recipeForm.paintRequired': 'Bitte wähle eine Farbe oder „Eigene Farbe“',
  'recipeForm.customPaintRequired': 'Name, Hersteller und Farbton der eigenen Farbe sind nötig',
  'image.invalidType': 'Ungültiger Dateityp',
  'image.tooLarge': 'Datei zu groß',

  'kind.flat': 'Deckend',
  'kind.metallic': 'Metallic',
  'kind.fluorescent': 'Neon',
  'kind.wash': 'Wash',
  'kind.contrast': 'Contrast',
  'kind.glaze': 'Lasur',

  'language.label': 'Sprache',
  'language.description': 'Die Sprache, in der die App mit dir spricht.',

  'offline.saved': 'Farbdatenbank für die Offline-Nutzung gespeichert',

  'paintAdded.toWishlist': 'Zur Wunschliste hinzugefügt',
  'paintAdded.toInventory': 'Zum Bestand hinzugefügt',
  'paintAdded.which': '{name} ({brand})',
  'paintAdded.oneMore': 'Noch ein {name} (×{count})',
  'paintAdded.nowHave': '{brand}: Du hast jetzt {count, plural, one {# Topf} other {# Töpfe}}.',
  'paintAdded.bought': 'Als gekauft markiert',
  'paintAdded.boughtDescription': '{name} ({brand}) ist von deiner Wunschliste in deinen Bestand gewandert.',
  'paintAdded.alreadyOwned': 'Schon in deinem Bestand',
  'paintAdded.alreadyWished': 'Schon auf deiner Wunschliste',

  'roster.tooLarge': 'Diese Datei ist zu groß für eine Armeeliste (höchstens 5 MB oder 5.000 Zeilen Text). Es wurde nichts gespeichert.',
  'roster.unzippedTooLarge':
    'Diese .rosz-Datei entpackt sich zu mehr, als eine Armeeliste je enthält (20 MB). Es wurde nichts gespeichert.',
  'roster.tooDeep': 'Diese Datei ist viel tiefer verschachtelt als jede Armeeliste. Es wurde nichts gespeichert.',
  'roster.tooManyUnits': 'Diese Liste hat mehr als 500 Einheiten. Teile sie auf mehrere Armeen auf. Es wurde nichts gespeichert.',
  'roster.notARoster':
    'Diese Armeeliste können wir nicht lesen. Exportiere eine .ros- oder .rosz-Datei aus BattleScribe, eine JSON-Datei aus New Recruit, oder füge die Liste als Text ein. Es wurde nichts gespeichert.',
  'roster.notAZip': 'Diese .rosz-Datei ist beschädigt: Sie ist keine ZIP-Datei. Es wurde nichts gespeichert.',
  'roster.noRosterInZip': 'Diese ZIP-Datei enthält keine .ros-Armeeliste. Es wurde nichts gespeichert.',
  'roster.doctype':
    'Diese Datei deklariert eigene XML-Entitäten, was eine Armeeliste nie tut, daher wurde sie nicht gelesen. Es wurde nichts gespeichert.',

  'session.ended':
    'Dein Passwort wurde auf einem anderen Gerät geändert. Melde dich erneut an{unsent, plural, =0 {} one { – deine # nicht gesendete Änderung bleibt auf diesem Gerät} other { – deine # nicht gesendeten Änderungen bleiben auf diesem Gerät}}.',

  'showcase.notFoundTitle': 'Diese Miniatur wird nicht mehr geteilt',
  'showcase.notFoundMessage': 'Diesen Showcase-Link gibt es nicht, oder der Besitzer teilt die Miniatur nicht mehr.',
  'showcase.invitation':
    'Verwalte deine Farben, deine bemalten Miniaturen und ihre Rezepte an einem Ort, kostenlos, und teile sie wie diese hier.',

  'stage.unbuilt': 'Nicht gebaut',
  'stage.built': 'Gebaut',
  'stage.primed': 'Grundiert',
  'stage.painting': 'In Bemalung',
  'stage.painted': 'Bemalt',
  'stage.based': 'Base gestaltet',
  'stage.varnished': 'Lackiert',

  'syncProblem.offline':
    'Keine Verbindung. Deine Änderungen sind auf diesem Gerät gespeichert und werden gesendet, sobald du wieder online bist.',
  'syncProblem.serverUnavailable':
    'Der Server ist gerade nicht erreichbar. Deine Änderungen sind auf diesem Gerät gespeichert; gleich neuer Versuch.',
  'syncProblem.rateLimited':
    'Der Server bittet dieses Gerät, langsamer zu machen. Deine Änderungen sind auf diesem Gerät gespeichert; sie werden gleich erneut gesendet.',
  'syncProblem.signedOut': 'Melde dich an, um zu synchronisieren. Deine Änderungen sind auf diesem Gerät gespeichert.',
  'syncProblem.otherAccount':
    'Ein anderes Konto ist angemeldet. Die Änderungen dieses Kontos bleiben auf diesem Gerät, bis es sich wieder anmeldet.',
  'syncProblem.updateRequired':
    'Diese Version der App ist zu alt zum Synchronisieren. Bitte lade neu, um sie zu aktualisieren; deine Änderungen bleiben erhalten.',
  'syncProblem.serverTooOld':
    'Der Server ist älter als diese App und kann erst nach einem Update mit ihr synchronisieren. Deine Änderungen bleiben auf diesem Gerät.',
  'syncProblem.clientMismatch': 'Die Änderungen auf diesem Gerät gehören zu einem anderen Konto. Bitte melde dich ab und wieder an.',
  'syncProblem.forbidden':
    'Der Server lehnt die Synchronisierung dieses Geräts ab. Bitte melde dich ab und wieder an; deine Änderungen bleiben auf diesem Gerät.',
  'syncProblem.stuck':
    'Dieses Gerät und der Server sind uneins, welche Änderungen gesendet wurden. Deine Änderungen bleiben auf diesem Gerät.',
  'syncProblem.badAnswer':
    'Der Server hat eine Antwort gesendet, die diese App nicht versteht. Deine Änderungen bleiben erhalten; später neuer Versuch.',
  'syncProblem.storageFull':
    'Der Speicher deines Geräts ist voll. Gib etwas Platz frei und versuche es erneut – nichts, was du vorher gespeichert hast, ging verloren.',
  'syncProblem.unexpected':
    'Beim Synchronisieren ist etwas schiefgegangen. Deine Änderungen bleiben auf diesem Gerät; später neuer Versuch.',

  'trust.trusted': 'Zählt für den Katalog',
  'trust.unverified': 'Zählt nicht: E-Mail-Adresse nicht bestätigt',
  'trust.countsFrom': 'Zählt ab {date} (seit weniger als einer Woche Mitglied)',
  'trust.newMember': 'Zählt noch nicht: seit weniger als einer Woche Mitglied',
  'trust.samePerson': 'Zählt nicht: eine weitere Adresse desselben Malers',
  'trust.agreementProgress': '{counted} von {needed} vertrauenswürdigen Malern',
  'trust.waits': 'Wartet auf weitere bestätigte Maler',
  'trust.appliesSoon': 'Gilt innerhalb einer Stunde',
  'trust.appliesOn': 'Gilt ab {date}',
  'trust.paintersWhoAgreed':
    '{count, plural, =0 {übereinstimmenden Malern} one {# übereinstimmenden Maler} other {# übereinstimmenden Malern}}',
  'trust.changedBy': 'Geändert von {by}',
  'trust.correctedBy': 'Korrigiert von {by}',
  'trust.measuredBy': 'Gemessen von {by}',
  'trust.correctionRemovedBy': 'Korrektur entfernt von {by}',
  'trust.agreementDismissedBy': 'Übereinstimmung verworfen von {by}',
  'trust.sourceAdmin': 'Von einem Admin korrigiert',
  'trust.sourceReports': 'Von vertrauenswürdigen Malern bestätigt',
  'trust.sourceMeasurements': 'Von vertrauenswürdigen Malern gemessen',

  'swatch.measuredBy': '{painters, plural, one {Gemessen von # Maler} other {Gemessen von # Malern}}',
  'swatch.spread': 'ΔE-Streuung {spread}',
  'swatch.thinPooled': 'dünn auf Weiß / gesammelt',
  'swatch.approximate': 'ungefähres Farbfeld',
  'swatch.approximateTwoStop': 'ungefähres Farbfeld: dünn auf Weiß / gesammelt',
  'swatch.measuredExplanation':
    'Maler haben ein Farbfeld auf weißem Karton fotografiert, und ihre Messungen stimmten überein. Die Streuung (CIEDE2000) sagt, wie weit sie auseinanderlagen: bis 3 ist sehr nah.',
  'feedbackReport.measured': 'Auf weißem Karton gemessen',
  'feedbackReport.measuredPooled': 'gesammelt {color}',

  // ── Account helper (issue 38): a failure's words and every server error code's (messages/error-code-text.ts).
  'failure.connection': 'Verbindungsfehler. Bitte prüfe deine Internetverbindung und versuche es erneut.',
  'failure.server': 'Serverfehler. Bitte versuche es in einigen Augenblicken erneut.',
  'failure.tryAgain': 'Bitte versuche es erneut.',
  'failure.showcaseRateLimited':
    'Aus diesem Netzwerk wurden in der letzten Minute viele Showcases geöffnet. Bitte versuche es in einer Minute erneut.',
  'failure.addPaintTitle': 'Farbe konnte nicht hinzugefügt werden',
  'failure.addPaintDescription': 'Beim Hinzufügen der Farbe ist ein Fehler aufgetreten.',
  'errorCode.badRequest': 'Der Server hat diese Anfrage abgelehnt.',
  'errorCode.unknownChange': 'Unbekannte Änderung „{mutation}“. Bitte aktualisiere die App.',
  'errorCode.invalidField': 'Der Wert von „{field}“ ist ungültig.',
  'errorCode.validation': 'Bitte prüfe deine Eingaben und versuche es erneut.',
  'errorCode.updateTheApp':
    'Diese Version der App hat eine Anfrage gesendet, die der Server nicht annimmt. Bitte lade neu, um zu aktualisieren.',
  'errorCode.tooLarge': 'Das ist zu groß zum Speichern.',
  'errorCode.tooDeep': 'Das ist zu tief verschachtelt zum Speichern.',
  'errorCode.uriTooLong': 'Die Adresse dieser Anfrage ist zu lang.',
  'errorCode.headersTooLarge': 'Diese Anfrage ist zu groß für den Server. Bitte melde dich ab und wieder an.',
  'errorCode.notFound':
    '{subject, select, photo {Das Foto hat den Server nicht erreicht, daher wurde diese Änderung nicht gespeichert.} pileSettings {Diese Pile-of-Shame-Einstellungen gehören zu einem anderen Konto. Bitte melde dich ab und wieder an.} paint {Diese Farbe gibt es nicht mehr.} project {Diese Miniatur gibt es nicht mehr.} recipe {Diese Rezeptfarbe gibt es nicht mehr.} army {Diese Armee gibt es nicht mehr.} unit {Diese Einheit gibt es nicht mehr.} scheme {Dieses Farbschema gibt es nicht mehr.} other {Diesen Eintrag gibt es nicht mehr.}}',
  'errorCode.conflict':
    '{subject, select, photo {Dieses Foto gibt es bereits.} pileSettings {Diese Pile-of-Shame-Einstellungen gibt es bereits.} paint {Diese Farbe gibt es bereits.} project {Diese Miniatur gibt es bereits.} recipe {Diese Rezeptfarbe gibt es bereits.} army {Diese Armee gibt es bereits.} unit {Diese Einheit gibt es bereits.} scheme {Dieses Farbschema gibt es bereits.} other {Das widerspricht einer Änderung von anderswo. Bitte lade neu und versuche es erneut.}}',
  'errorCode.rateLimited': 'Zu viele Versuche. Bitte warte ein paar Minuten und versuche es erneut.',
  'errorCode.storageFull': 'Du hast dein Speicherlimit erreicht. Lösche, was du nicht mehr brauchst, um mehr hinzuzufügen.',
  'errorCode.quotaExceeded':
    'Du hast das Limit von {limit} {subject, select, paint {Farben} project {Miniaturen} recipe {Rezeptfarben} pileSettings {Pile-of-Shame-Einstellungen} army {Armeen} unit {Einheiten} other {Farbschemata}} erreicht. Lösche, was du nicht mehr brauchst, um mehr hinzuzufügen.',
  'errorCode.unauthenticated': 'Bitte melde dich erneut an.',
  'errorCode.unauthorized': 'Deine Sitzung ist abgelaufen. Bitte melde dich erneut an.',
  'errorCode.passwordChanged': 'Dein Passwort wurde auf einem anderen Gerät geändert. Melde dich erneut an.',
  'errorCode.forbidden': 'Dazu hast du keine Berechtigung.',
  'errorCode.invalidCredentials': 'Ungültige E-Mail oder ungültiges Passwort. Bitte prüfe deine Angaben und versuche es erneut.',
  'errorCode.wrongPassword': 'Das aktuelle Passwort ist falsch',
  'errorCode.sameEmail': 'Das ist bereits die E-Mail-Adresse deines Kontos.',
  'errorCode.alreadyVerified': 'Deine E-Mail-Adresse ist bereits bestätigt.',
  'errorCode.invalidToken': 'Dieser Link ist ungültig oder abgelaufen.',
  'errorCode.ownAccount': 'Das kannst du nicht mit deinem eigenen Konto tun. Bitte einen anderen Admin darum.',
  'errorCode.backupsUnavailable':
    'Dieser Server speichert seine Daten in PostgreSQL, das mit eigenen Werkzeugen (pg_dump) gesichert wird, nicht von hier aus.',
  'errorCode.hashMismatch': 'Das Foto wurde unterwegs beschädigt. Bitte versuche es erneut.',
  'errorCode.unreadableImage':
    'Dieses Foto konnte nicht bis zum Ende gelesen werden, daher konnten seine versteckten Daten (etwa eine GPS-Position) nicht entfernt werden. Speichere es erneut als JPEG, PNG oder WebP oder mache einen Screenshot davon und verwende diesen.',
  'errorCode.mailUnavailable': 'Die E-Mail konnte nicht gesendet werden. Bitte versuche es in ein paar Minuten erneut.',
  'errorCode.shuttingDown': 'Der Server startet neu. Bitte versuche es in einigen Augenblicken erneut.',
  'errorCode.imageLinkInvalid': 'Bitte füge einen Link ein, der mit https:// oder http:// beginnt.',
  'errorCode.imageLinkCredentials':
    'Links mit Benutzername oder Passwort darin können nicht verwendet werden. Bitte füge den eigenen Link des Bildes ein.',
  'errorCode.imageLinkPrivate':
    'Dieser Link führt zu einer privaten oder lokalen Adresse. Nur Bilder auf öffentlichen Websites können verwendet werden.',
  'errorCode.imageLinkUnreachable': 'Das Bild konnte über diesen Link nicht abgerufen werden.',
  'errorCode.imageLinksBusy': 'Der Server ruft gerade viele Bilder ab. Bitte versuche es in ein paar Sekunden erneut.',
  'errorCode.recipeFull':
    'Das Rezept dieser Miniatur ist voll: Es fasst höchstens {max} Farben. Entferne einige, bevor du weitere hinzufügst.',
  'errorCode.schemeFull': 'Dieses Farbschema ist voll: Es fasst höchstens {limit} Schritte. Entferne einige, bevor du weitere hinzufügst.',
  'errorCode.changeSetAside':
    'Diese Änderung konnte auf dem Server nicht gespeichert werden und wurde beiseitegelegt, damit deine anderen Änderungen synchronisieren.',
  'errorCode.changeTooLarge': 'Diese Änderung ist zu groß zum Speichern.',
  'errorCode.changeTooDeep': 'Diese Änderung ist zu tief verschachtelt zum Speichern.',
  'errorCode.changeInvalidField': 'Diese Änderung wurde nicht gespeichert: Ihr Feld „{field}“ ist ungültig.',
  'notice.aChange': 'Eine Änderung',
  'notice.change':
    '{action, select, create {Hinzufügen} edit {Bearbeiten} quantity {Anzahl ändern} move {Verschieben} stage {Nächste Stufe} split {Aufteilen} delete {Löschen} restore {Wiederherstellen} share {Teilen} unshare {Teilen beenden} send {Senden} link {Verknüpfen} other {Ändern}}: {entity, select, barcodeLink {Barcode} feedback {Feedback} paint {Farbe} project {Miniatur} recipe {Rezeptfarbe} pileSettings {Pile-of-Shame-Einstellungen} army {Armee} unit {Einheit} scheme {Farbschema} other {Eintrag}}{labelled, select, yes { „{label}“} other {}}',
  'notice.notSaved': 'Nicht gespeichert: {change}',
  'notice.editedDeleted':
    '„{name}“ wurde auf einem anderen Gerät gelöscht. Deine Änderung bleibt erhalten und kommt zurück, wenn es wiederhergestellt wird.',
  'notice.addedToDeleted':
    '„{name}“ wurde auf einem anderen Gerät gelöscht. Die Farbe bleibt erhalten und kommt zurück, wenn es wiederhergestellt wird.',
  'notice.unknown':
    'Der Server hat diese Änderung mit einem Hinweis gespeichert, den diese App-Version nicht zeigen kann. Bitte lade neu, um zu aktualisieren.',

  // Shared components' words (the dialog's Cancel, the sign-up prompt), added with the projects/armies/showcase areas.
  'common.cancel': 'Abbrechen',
  'common.createFreeAccount': 'Kostenloses Konto erstellen',
  'common.pickColour': 'Farbe wählen',
} satisfies AreaCatalog<typeof core>;
