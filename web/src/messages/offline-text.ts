import { t } from '../i18n/t';

/** Issue 33: said once, when the device has stored the catalog (and the painter's photos) after sign-in. */
export const savedForOfflineText = (): string => t('offline.saved');
