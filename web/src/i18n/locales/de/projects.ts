import type { AreaCatalog } from '../../catalog';
import type projects from '../en/projects';

/** The projects area in German, as German painters say it (Miniatur, Farbrezept, Pile of Shame → Stapel). */
export default {
  'projects.title': 'Projekte',
  'projects.description': 'Deine bemalten Miniaturen, mit ihren Fotos und dem Farbrezept für jeden Teil.',
  'projects.heading': 'Galerie bemalter Miniaturen',
  'projects.searchLabel': 'Miniaturen durchsuchen',
  'projects.searchPlaceholder': 'Nach Name oder Beschreibung suchen…',
  'projects.add': 'Bemalte Miniatur hinzufügen',
  'projects.accountRequired': 'Erstelle ein Konto, um deine bemalten Miniaturen hinzuzufügen.',
  'projects.showPile': 'Auch den Stapel zeigen',
  'projects.count': '{count, plural, one {# Miniatur} other {# Miniaturen}}',
  'projects.countMatching': '{shown, number} von {total, plural, one {# Miniatur} other {# Miniaturen}} passen',
  'projects.signUpTitle': 'Zeig deine bemalten Miniaturen',
  'projects.signUpText':
    'Erstelle ein kostenloses Konto, um deine bemalten Miniaturen mit Fotos, nach Teilen geordneten Farbrezepten, Techniken und Notizen festzuhalten und sie mit allen Farben zu teilen.',
  'projects.loading': 'Deine Miniaturen werden geladen…',
  'projects.emptyTitle': 'Noch keine bemalten Miniaturen',
  'projects.emptyText': 'Füge ein Foto einer Miniatur hinzu, die du bemalt hast, mit einem Namen und ein paar Worten dazu.',
  'projects.nothingPaintedTitle': 'Noch nichts bemalt',
  'projects.nothingPaintedText': 'Deine Miniaturen liegen alle auf dem Stapel. Setze sie auf „Bemalt“, sobald du sie fertig hast.',
  'projects.noMatchTitle': 'Keine Miniatur passt zu deiner Suche',
  'projects.noMatchText': 'Versuch ein anderes Wort aus dem Namen oder der Beschreibung einer Miniatur.',
  'projects.clearSearch': 'Suche leeren',

  'projects.gridLabel': 'Bemalte Miniaturen',
  'projects.deletedTitle': 'Miniatur gelöscht',
  'projects.deletedText': '{name} wurde aus deiner Galerie entfernt.',
  'projects.deleteFailed': 'Die Miniatur konnte nicht gelöscht werden. Versuch es noch einmal.',
  'projects.photoOf': 'Foto von {name}',
  'projects.paintCount': '{count, plural, one {# Farbe} other {# Farben}}',
  'projects.viewDetails': 'Details ansehen',
  'projects.viewDetailsOf': 'Details von {name} ansehen',
  'projects.edit': 'Bearbeiten',
  'projects.editNamed': '{name} bearbeiten',
  'projects.delete': 'Löschen',
  'projects.deleteNamed': '{name} löschen',
  'projects.deleteConfirmTitle': '{name} löschen?',
  'projects.deleteConfirmText': 'Die Miniatur, ihr Foto und ihr Farbrezept werden aus deiner Galerie entfernt.',
  'projects.deleteConfirm': 'Miniatur löschen',

  'projects.moveFailed': 'Die Miniatur konnte nicht verschoben werden',
  'projects.stageOf': 'Stufe von {name}: {stage}. Stufe ändern',
  'projects.stage': 'Stufe',
  'projects.moveOn': '{name} weiter auf {stage} setzen',
} satisfies AreaCatalog<typeof projects>;
