/** A showcase link that is not live (unknown or no longer shared): the words the server's own page says too. */
export const showcaseNotFoundText = {
  title: 'This miniature is no longer shared',
  message: 'This showcase link does not exist, or its owner has stopped sharing it.',
  invitation: 'Keep your paints, your painted miniatures and their recipes in one place, free, and share them like this one.',
} as const;
