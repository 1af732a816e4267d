import type { ImageUrlProblem } from '../data/collection/image-link';
import { imageLinkLimits } from '@paintforge/sync-protocol/constants';
import { t } from '../i18n/t';
import { errorText } from './error-code-text';

/** While the app waits out a busy server's Retry-After before trying the link again. */
export const imageLinkWaitText = (seconds: number) => t('projects.linkWait', { seconds });

/** A painter whose email is not verified has a small hourly number of image links: how to get more. */
export const imageLinkUnverifiedText = () => t('projects.linkUnverified', { count: imageLinkLimits.unverifiedPerHour });

/** Under the link field while offline: the server fetches linked images, so a link needs a connection. */
export const imageLinkOfflineHint = () => t('projects.linkOfflineHint');

/**
 * What went wrong with a pasted link, and what to do instead: one text per problem, so a refused link says why it
 * was refused (a private address is not a link that fails to start with https://). The server's refusals read
 * their error code's words. Functions: the words are read in the painter's language when shown.
 */
export const imageUrlProblemText: Record<ImageUrlProblem, () => string> = {
  'invalid-url': () => errorText('image-link-invalid'),
  credentials: () => errorText('image-link-credentials'),
  private: () => errorText('image-link-private'),
  offline: () => t('projects.linkOffline'),
  unreachable: () => t('projects.linkUnreachable', { problem: errorText('image-link-unreachable') }),
  'not-image': () => t('projects.linkNotImage'),
  'too-large': () => t('projects.linkTooLarge'),
  'rate-limited': () => t('projects.linkRateLimited'),
  busy: () => t('projects.linkBusy', { problem: errorText('image-links-busy') }),
  failed: () => t('projects.linkFailed'),
};
