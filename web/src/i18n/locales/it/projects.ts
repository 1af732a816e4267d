import type { AreaCatalog } from '../../catalog';
import type projects from '../en/projects';

/** The projects area in Italian, as Italian painters say it (miniatura, ricetta di colori, pila). */
export default {
  'projects.title': 'Progetti',
  'projects.description': 'Le tue miniature dipinte, con le loro foto e la ricetta di colori per ogni parte.',
  'projects.heading': 'Galleria delle miniature dipinte',
  'projects.searchLabel': 'Cerca miniature',
  'projects.searchPlaceholder': 'Cerca per nome o descrizione…',
  'projects.add': 'Aggiungi miniatura dipinta',
  'projects.accountRequired': 'Crea un account per aggiungere le tue miniature dipinte.',
  'projects.showPile': 'Mostra anche la pila',
  'projects.count': '{count, plural, one {# miniatura} other {# miniature}}',
  'projects.countMatching': '{shown, number} su {total, plural, one {# miniatura} other {# miniature}} corrispondono',
  'projects.signUpTitle': 'Mostra le tue miniature dipinte',
  'projects.signUpText':
    'Crea un account gratuito per documentare le tue miniature dipinte con foto, ricette di colori divise per parte, tecniche e note, e condividile con tutti i colori usati.',
  'projects.loading': 'Caricamento delle tue miniature…',
  'projects.emptyTitle': 'Ancora nessuna miniatura dipinta',
  'projects.emptyText': 'Aggiungi la foto di una miniatura che hai dipinto, con un nome e qualche parola.',
  'projects.nothingPaintedTitle': 'Ancora niente di dipinto',
  'projects.nothingPaintedText': 'Le tue miniature sono tutte nella pila. Spostale su «Dipinta» quando le finisci.',
  'projects.noMatchTitle': 'Nessuna miniatura corrisponde alla ricerca',
  'projects.noMatchText': 'Prova un’altra parola dal nome o dalla descrizione di una miniatura.',
  'projects.clearSearch': 'Cancella ricerca',

  'projects.gridLabel': 'Miniature dipinte',
  'projects.deletedTitle': 'Miniatura eliminata',
  'projects.deletedText': '{name} è stata tolta dalla tua galleria.',
  'projects.deleteFailed': 'Impossibile eliminare la miniatura. Riprova.',
  'projects.photoOf': 'Foto di {name}',
  'projects.paintCount': '{count, plural, one {# colore} other {# colori}}',
  'projects.viewDetails': 'Vedi dettagli',
  'projects.viewDetailsOf': 'Vedi i dettagli di {name}',
  'projects.edit': 'Modifica',
  'projects.editNamed': 'Modifica {name}',
  'projects.delete': 'Elimina',
  'projects.deleteNamed': 'Elimina {name}',
  'projects.deleteConfirmTitle': 'Eliminare {name}?',
  'projects.deleteConfirmText': 'La miniatura, la sua foto e la sua ricetta di colori saranno tolte dalla tua galleria.',
  'projects.deleteConfirm': 'Elimina miniatura',

  'projects.moveFailed': 'Impossibile spostare la miniatura',
  'projects.stageOf': 'Fase di {name}: {stage}. Cambia fase',
  'projects.stage': 'Fase',
  'projects.moveOn': 'Sposta {name} a {stage}',
} satisfies AreaCatalog<typeof projects>;
