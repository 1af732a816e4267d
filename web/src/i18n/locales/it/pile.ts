import type { AreaCatalog } from '../../catalog';
import type pile from '../en/pile';

/** The pile area in Italian (la pila della vergogna). */
export default {
  'pile.title': 'Pila della vergogna',
  'pile.description': 'Ogni miniatura che possiedi, fase per fase, e quanto velocemente la pila si riduce.',
  'pile.signUpTitle': 'Guarda la tua pila della vergogna ridursi',
  'pile.signUpText':
    'Crea un account gratuito per seguire ogni scatola da non montata a verniciata, con un grafico delle miniature comprate contro quelle dipinte.',
  'pile.loading': 'Caricamento della tua pila…',
  'pile.addBox': 'Aggiungi una scatola',
  'pile.settings': 'Impostazioni della pila',
  'pile.emptyTitle': 'La tua pila è vuota',
  'pile.emptyText': 'Aggiungi le scatole che possiedi, con quante miniature hanno, e falle avanzare mentre monti, dai il primer e dipingi.',
  'pile.size': '{count, plural, one {# miniatura nella pila} other {# miniature nella pila}}',
  'pile.listHeadingAll': 'Tutto, prima chi è da più tempo nella sua fase',
  'pile.listHeadingStage': '{stage}, prima chi è da più tempo nella fase',
  'pile.nothingInStage': 'Niente in questa fase',
  'pile.showAll': 'Mostra tutto',
  'pile.deleted': '{name} eliminata',
  'pile.undo': 'Annulla',
  'pile.restoreEntry': 'Ripristina la voce',
  'pile.deleteFailed': 'Impossibile eliminare la voce',
  'pile.movedSome': '{count} su {total} {name}: {stage}',
  'pile.moved': '{name}: {stage}',
  'pile.movedFrom': 'Prima: {stage}.',
  'pile.undoMoveAlt': 'Usa il pulsante indietro della voce per riportarla a {stage}.',
  'pile.moveFailed': 'Impossibile spostare la voce',
  'pile.deleteTitle': 'Eliminare questa voce?',
  'pile.deleteText': '{name} ({count, plural, one {# miniatura} other {# miniature}}) lascia la tua pila. Puoi annullare subito dopo.',
  'pile.delete': 'Elimina',
} satisfies AreaCatalog<typeof pile>;
