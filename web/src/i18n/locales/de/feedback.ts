import type { AreaCatalog } from '../../catalog';
import type feedback from '../en/feedback';

/** The feedback area in German. */
export default {
  'feedback.title': 'Feedback',
  'feedback.description': 'Einen Fehler gefunden, eine Funktion vermisst oder einfach etwas zu sagen? Wir lesen jede Nachricht.',
  'feedback.sendingAs': 'Gesendet als',
  'feedback.type': 'Typ',
  'feedback.subject': 'Betreff',
  'feedback.message': 'Nachricht',
  'feedback.placeholderGeneral': 'Sag uns, was du von The Paint Forge hältst…',
  'feedback.placeholderFeature': 'Beschreibe die Funktion, die du dir wünschst, und wie sie dir beim Bemalen helfen würde…',
  'feedback.placeholderBug':
    'Beschreibe die Schritte, mit denen der Fehler auftritt, was du erwartet hast und was stattdessen passiert ist…',
  'feedback.submit': 'Feedback senden',
  'feedback.submitting': 'Wird gesendet…',
  'feedback.history': 'Dein bisheriges Feedback',
  'feedback.hideHistory': 'Verlauf ausblenden',
  'feedback.showHistory': 'Verlauf zeigen',
  'feedback.loading': 'Wird geladen...',
  'feedback.historyNotLoaded': 'Dein bisheriges Feedback konnte nicht geladen werden.',
  'feedback.tryAgain': 'Erneut versuchen',
  'feedback.waiting': 'Wartet auf Versand',
  'feedback.waitingText':
    'Mit deinen anderen Änderungen auf diesem Gerät gespeichert; wird automatisch gesendet, sobald du wieder online bist.',
  'feedback.submittedOn': 'Gesendet am {date}',
  'feedback.reply': 'Antwort vom Team',
  'feedback.reportCatalog': 'Katalog {color}',
  'feedback.reportSuggested': 'Vorschlag {color}',
  'feedback.reportCorrectedTo': 'Korrigiert auf {color}',

  'feedback.subjectRequired': 'Betreff ist erforderlich',
  'feedback.subjectTooLong': 'Der Betreff darf höchstens {max} Zeichen lang sein',
  'feedback.messageMin': 'Die Nachricht muss mindestens {min} Zeichen lang sein',
  'feedback.messageTooLong': 'Die Nachricht darf höchstens {max} Zeichen lang sein',
  'feedback.typeUnknown': 'Bitte wähle Allgemeines Feedback, Funktionswunsch oder Fehlerbericht',
  'feedback.colorReportIsBug': 'Eine Farbmeldung ist ein Fehlerbericht',
  'feedback.unknownCatalogPaint': 'Diese Farbe ist nicht in der Farbdatenbank.',
  'feedback.idTaken': 'Diese Feedback-ID gehört zu einer anderen Nachricht.',
  'feedback.idRequired': 'Eine wartende Nachricht braucht die auf dem Gerät erzeugte ID',
  'feedback.tooMany': 'Du hast in der letzten Stunde sehr viel Feedback gesendet. Bitte versuche es später erneut.',
  'feedback.replyTooLong': 'Die Antwort darf höchstens {max} Zeichen lang sein',
  'feedback.statusUnknown': 'Der Status muss offen, in Bearbeitung, gelöst oder geschlossen sein',
  'feedback.nothingToChange': 'Sende einen Status, eine Antwort oder beides',
  'feedback.notFound': 'Feedback nicht gefunden',
} satisfies AreaCatalog<typeof feedback>;
