/** The account rules' bounds and the spec's words for them (§5, §8); plain values, no zod. */

export const passwordMaxLength = 128;
// Names longer than this are not names; the bound keeps rows and mails small.
export const nameMaxLength = 100;
// RFC 5321's limit for a forward path.
export const emailMaxLength = 254;

export const authMessages = {
  invalidEmail: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 8 characters',
  passwordMax: `Password must be at most ${passwordMaxLength} characters`,
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  nameTooLong: `Names must be at most ${nameMaxLength} characters`,
  captchaRequired: 'Please solve the captcha',
  captchaWrong: 'The captcha answer is not correct. Please try again.',
  resetTokenRequired: 'Reset token is required',
  verificationTokenRequired: 'Verification token is required',
  validEmailRequired: 'Valid email is required',
  currentPasswordRequired: 'Current password is required',
  newPasswordMin: 'New password must be at least 6 characters',
  confirmPasswordRequired: 'Please confirm your new password',
  passwordsDontMatch: "New passwords don't match",
  weakPassword: 'Password is too weak. Please choose a stronger password.',
  emailExists: 'An account with this email already exists. Please try logging in instead.',
  invalidCredentials: 'Invalid email or password',
  profileImageInvalid: 'The profile picture must be a JPEG image under 5MB',
  languageInvalid: 'Please choose one of the offered languages',
} as const;
