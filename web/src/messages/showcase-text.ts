import { namedMessages } from '../i18n/t';

/** A showcase link that is not live (unknown or no longer shared): the words the server's own page says too. */
export const showcaseNotFoundText = namedMessages('showcase', {
  title: 'notFoundTitle',
  message: 'notFoundMessage',
  invitation: 'invitation',
});
