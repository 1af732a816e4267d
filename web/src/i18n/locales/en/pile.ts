/** The pile area's English words (issue 38): the spec's texts word for word. Keys are "pile.<which words>". */
const pile = {
  'pile.title': 'Pile of shame',
  'pile.description': 'Every model you own, stage by stage, and how fast the pile shrinks.',
  'pile.signUpTitle': 'See your pile of shame shrink',
  'pile.signUpText':
    'Create a free account to track every box from unbuilt to varnished, with a burn-down of models bought against models painted.',
  'pile.loading': 'Loading your pile…',
  'pile.addBox': 'Add a box',
  'pile.settings': 'Pile settings',
  'pile.emptyTitle': 'Your pile is empty',
  'pile.emptyText': 'Add the boxes you own, however many models each, and move them on as you build, prime and paint.',
  'pile.size': '{count, plural, one {# model on the pile} other {# models on the pile}}',
  'pile.listHeadingAll': 'Everything, longest in stage first',
  'pile.listHeadingStage': '{stage}, longest in stage first',
  'pile.nothingInStage': 'Nothing in this stage',
  'pile.showAll': 'Show all',
  'pile.deleted': '{name} deleted',
  'pile.undo': 'Undo',
  'pile.restoreEntry': 'Restore the entry',
  'pile.deleteFailed': 'Failed to delete the entry',
  'pile.movedSome': '{count} of {total} {name}: {stage}',
  'pile.moved': '{name}: {stage}',
  'pile.movedFrom': 'Moved from {stage}.',
  'pile.undoMoveAlt': "Use the entry's back button to move it back to {stage}.",
  'pile.moveFailed': 'Failed to move the entry',
  'pile.deleteTitle': 'Delete this entry?',
  'pile.deleteText': '{name} ({count, plural, one {# model} other {# models}}) leaves your pile. You can undo it straight after.',
  'pile.delete': 'Delete',
} as const;

export default pile;
