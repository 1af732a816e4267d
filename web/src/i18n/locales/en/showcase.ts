/** The showcase area's English words (issue 38): the spec's texts word for word. Keys are "showcase.<which words>". */
const showcase = {
  'showcase.documentTitle': 'Showcase',
  'showcase.loading': 'Loading showcase…',
  'showcase.unavailable': 'Showcase unavailable',
  'showcase.tryAgain': 'Try again',
  'showcase.goHome': 'Go to Home',
  'showcase.inviteTitle': 'Document your own miniatures',
  'showcase.photoAlt': 'Painted miniature: {name}',
  'showcase.noPhoto': 'No photo',
  'showcase.recipe': 'Paint recipe',
  'showcase.noPaints': 'No paints recorded for this miniature.',
  'showcase.wip': 'Work in progress',
  'showcase.wipPhoto': '{stage}: work-in-progress photo {number, number}',

  // A signed-in visitor's "Use this recipe".
  'showcase.ownAll': 'You own {owned} of {total}.',
  'showcase.ownSome': 'You own {owned} of {total}; for the other {other}, your closest are: {closest}.',
  'showcase.closestFor': '{paint} for {recipePaint} (ΔE {difference})',
  'showcase.nothingClose': 'nothing close to {paint}',
  'showcase.schemeSavedTitle': 'Scheme saved',
  'showcase.schemeSavedText': '“{name}” is one of your schemes now.',
  'showcase.schemeSaveFailed': 'Failed to save the scheme',
  'showcase.seeSchemes': 'See it in your schemes',
  'showcase.useRecipe': 'Use this recipe',
} as const;

export default showcase;
