/** The forms' own words (spec §5, §8, §9) that are not a field's validation message. */
export const authFormText = {
  invalidEmail: 'Please enter a valid email address',
  passwordMin: 'Password must be at least 8 characters',
  captchaRequired: 'Please solve the captcha',
  captchaWrong: 'The captcha answer is not correct. Please try again.',
  weakPassword: 'Password is too weak. Please choose a stronger password.',
  emailExists: 'An account with this email already exists. Please try logging in instead.',
} as const;

export const projectFormText = {
  miniatureNameRequired: 'Miniature name is required',
  missingName: 'Missing Information: Please include a name for your miniature.',
} as const;

export const recipeFormText = {
  partNameRequired: 'Part name is required',
  paintRequired: 'Please select a paint or choose custom',
  customPaintRequired: 'Custom paint name, brand, and color are required',
} as const;

/** Spec §5 Miniature image: a photo's type, and its size (the file's bytes, or the pixels the server counts). */
export const imageText = {
  invalidType: 'Invalid file type',
  tooLarge: 'File too large',
} as const;
