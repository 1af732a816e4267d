import type { AreaCatalog } from '../../catalog';
import type pile from '../en/pile';

/** The pile area in German (Pile of Shame is the hobby's own word, also in German). */
export default {
  'pile.title': 'Pile of Shame',
  'pile.description': 'Jedes Modell, das du besitzt, Stufe für Stufe, und wie schnell der Stapel schrumpft.',
  'pile.signUpTitle': 'Sieh deinen Pile of Shame schrumpfen',
  'pile.signUpText':
    'Erstelle ein kostenloses Konto, um jede Box von ungebaut bis lackiert zu verfolgen, mit einem Burn-down aus gekauften gegen bemalte Modelle.',
  'pile.loading': 'Dein Stapel wird geladen…',
  'pile.addBox': 'Box hinzufügen',
  'pile.settings': 'Stapel-Einstellungen',
  'pile.emptyTitle': 'Dein Stapel ist leer',
  'pile.emptyText':
    'Füge die Boxen hinzu, die du besitzt, egal wie viele Modelle, und setze sie weiter, während du baust, grundierst und bemalst.',
  'pile.size': '{count, plural, one {# Modell auf dem Stapel} other {# Modelle auf dem Stapel}}',
  'pile.listHeadingAll': 'Alles, am längsten in der Stufe zuerst',
  'pile.listHeadingStage': '{stage}, am längsten in der Stufe zuerst',
  'pile.nothingInStage': 'Nichts in dieser Stufe',
  'pile.showAll': 'Alle zeigen',
  'pile.deleted': '{name} gelöscht',
  'pile.undo': 'Rückgängig',
  'pile.restoreEntry': 'Eintrag wiederherstellen',
  'pile.deleteFailed': 'Der Eintrag konnte nicht gelöscht werden',
  'pile.movedSome': '{count} von {total} {name}: {stage}',
  'pile.moved': '{name}: {stage}',
  'pile.movedFrom': 'Vorher: {stage}.',
  'pile.undoMoveAlt': 'Mit der Zurück-Taste des Eintrags setzt du ihn wieder auf {stage}.',
  'pile.moveFailed': 'Der Eintrag konnte nicht verschoben werden',
  'pile.deleteTitle': 'Diesen Eintrag löschen?',
  'pile.deleteText':
    '{name} ({count, plural, one {# Modell} other {# Modelle}}) verlässt deinen Stapel. Du kannst es gleich danach rückgängig machen.',
  'pile.delete': 'Löschen',
} satisfies AreaCatalog<typeof pile>;
