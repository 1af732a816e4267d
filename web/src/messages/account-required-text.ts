/** Why a visitor without an account is sent to sign up ("Account Required"), by what they tried to keep. */
export const accountRequiredText = {
  inventory: 'Please create an account to track your paint inventory.',
  wishlist: 'Please create an account to keep a wishlist.',
} as const;
