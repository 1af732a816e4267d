import { messageGroup } from '../i18n/t';

/** The forms' own words (spec §5, §8, §9) that are not a field's validation message. */
export const authFormText = messageGroup('authForm', [
  'invalidEmail',
  'passwordMin',
  'captchaRequired',
  'captchaWrong',
  'weakPassword',
  'emailExists',
]);

export const projectFormText = messageGroup('projectForm', ['miniatureNameRequired', 'missingName']);

export const recipeFormText = messageGroup('recipeForm', ['partNameRequired', 'paintRequired', 'customPaintRequired']);

/** Spec §5 Miniature image: a photo's type, and its size (the file's bytes, or the pixels the server counts). */
export const imageText = messageGroup('image', ['invalidType', 'tooLarge']);
