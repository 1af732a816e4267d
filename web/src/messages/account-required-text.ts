import { messageGroup } from '../i18n/t';

/** Why a visitor without an account is sent to sign up ("Account Required"), by what they tried to keep. */
export const accountRequiredText = messageGroup('accountRequired', ['inventory', 'wishlist']);
