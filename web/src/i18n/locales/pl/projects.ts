import type { AreaCatalog } from '../../catalog';
import type projects from '../en/projects';

/** The projects area in Polish, as Polish painters say it (figurka, przepis malowania, kupka wstydu), with Polish's plural forms. */
export default {
  'projects.title': 'Projekty',
  'projects.description': 'Twoje pomalowane figurki, z ich zdjęciami i przepisem malowania każdej części.',
  'projects.heading': 'Galeria pomalowanych figurek',
  'projects.searchLabel': 'Szukaj figurek',
  'projects.searchPlaceholder': 'Szukaj po nazwie lub opisie…',
  'projects.add': 'Dodaj pomalowaną figurkę',
  'projects.accountRequired': 'Załóż konto, aby dodawać swoje pomalowane figurki.',
  'projects.showPile': 'Pokaż też kupkę',
  'projects.count': '{count, plural, one {# figurka} few {# figurki} many {# figurek} other {# figurki}}',
  'projects.countMatching': 'Pasuje {shown, number} z {total, plural, one {# figurki} few {# figurek} many {# figurek} other {# figurki}}',
  'projects.signUpTitle': 'Pochwal się pomalowanymi figurkami',
  'projects.signUpText':
    'Załóż darmowe konto, aby dokumentować swoje pomalowane figurki zdjęciami, przepisami malowania według części, technikami i notatkami, i udostępniać je z pełną listą farb.',
  'projects.loading': 'Wczytywanie twoich figurek…',
  'projects.emptyTitle': 'Nie masz jeszcze pomalowanych figurek',
  'projects.emptyText': 'Dodaj zdjęcie figurki, którą pomalowałeś, z nazwą i kilkoma słowami o niej.',
  'projects.nothingPaintedTitle': 'Nic jeszcze nie pomalowane',
  'projects.nothingPaintedText': 'Wszystkie twoje figurki są na kupce. Przenieś je do „Pomalowane”, gdy je skończysz.',
  'projects.noMatchTitle': 'Żadna figurka nie pasuje do wyszukiwania',
  'projects.noMatchText': 'Spróbuj innego słowa z nazwy lub opisu figurki.',
  'projects.clearSearch': 'Wyczyść wyszukiwanie',

  'projects.gridLabel': 'Pomalowane figurki',
  'projects.deletedTitle': 'Figurka usunięta',
  'projects.deletedText': '{name} usunięto z twojej galerii.',
  'projects.deleteFailed': 'Nie udało się usunąć figurki. Spróbuj ponownie.',
  'projects.photoOf': 'Zdjęcie: {name}',
  'projects.paintCount': '{count, plural, one {# farba} few {# farby} many {# farb} other {# farby}}',
  'projects.viewDetails': 'Pokaż szczegóły',
  'projects.viewDetailsOf': 'Pokaż szczegóły: {name}',
  'projects.edit': 'Edytuj',
  'projects.editNamed': 'Edytuj: {name}',
  'projects.delete': 'Usuń',
  'projects.deleteNamed': 'Usuń: {name}',
  'projects.deleteConfirmTitle': 'Usunąć {name}?',
  'projects.deleteConfirmText': 'Figurka, jej zdjęcie i przepis malowania zostaną usunięte z twojej galerii.',
  'projects.deleteConfirm': 'Usuń figurkę',

  'projects.moveFailed': 'Nie udało się przenieść figurki',
  'projects.stageOf': 'Etap figurki {name}: {stage}. Zmień etap',
  'projects.stage': 'Etap',
  'projects.moveOn': 'Przenieś {name} do etapu {stage}',
} satisfies AreaCatalog<typeof projects>;
