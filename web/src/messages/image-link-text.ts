import type { ImageUrlProblem } from '../data/collection/image-link';
import { imageLinkLimits } from '@paintforge/sync-protocol/constants';
import { errorText } from './error-code-text';

const downloadInstead = 'download the image to your device and upload it as a file instead.';

/** While the app waits out a busy server's Retry-After before trying the link again. */
export const imageLinkWaitText = (seconds: number) => `The server is busy fetching other images. Trying again in ${seconds} s…`;

/** A painter whose email is not verified has a small hourly number of image links: how to get more. */
export const imageLinkUnverifiedText = `Until your email address is verified, you can fetch ${imageLinkLimits.unverifiedPerHour} images from links an hour. Verify it from your profile to fetch more, or upload the file instead.`;

/** Under the link field while offline: the server fetches linked images, so a link needs a connection. */
export const imageLinkOfflineHint = 'Image links need an internet connection. Offline, choose a file or take a photo.';

/**
 * What went wrong with a pasted link, and what to do instead: one text per problem, so a refused link says why it
 * was refused (a private address is not a link that fails to start with https://). The server's refusals read
 * their error code's words.
 */
// Getters for the codes' words: they are the catalog's (issue 38), read when shown, not when this module loads.
export const imageUrlProblemText: Record<ImageUrlProblem, string> = {
  get 'invalid-url'() {
    return errorText('image-link-invalid');
  },
  get credentials() {
    return errorText('image-link-credentials');
  },
  get private() {
    return errorText('image-link-private');
  },
  offline: 'You are offline: image links need an internet connection. Download the image to your device and upload it as a file instead.',
  get unreachable() {
    return `${errorText('image-link-unreachable')} Check the link, or ${downloadInstead}`;
  },
  'not-image': 'That link is not a JPEG, PNG or WebP image.',
  'too-large': 'That image is 20MB or more. Please choose a smaller one.',
  'rate-limited': 'Too many image links in a short time. Please wait a few minutes, or upload the file instead.',
  get busy() {
    return `${errorText('image-links-busy')} Or ${downloadInstead}`;
  },
  failed: `The image could not be fetched just now. Please try again, or ${downloadInstead}`,
};
