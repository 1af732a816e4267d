import { describe, expect, it } from 'vitest';
import {
  defaultStageWords,
  adminMessages,
  authMessages,
  barcodeMessages,
  feedbackMessages,
  feedbackStatusLabels,
  feedbackTypeLabels,
  imageMessages,
  projectMessages,
  recipeMessages,
  showcaseNotFound,
} from '@paintforge/sync-protocol';
import { adminText } from './admin-text';
import { barcodeText } from './barcode-text';
import { showcaseNotFoundText } from './showcase-text';
import { feedbackStatusText, feedbackText, feedbackTypeText } from './feedback-text';
import { stageWords } from './stage-text';
import { authFormText, imageText, projectFormText, recipeFormText } from './form-text';

// The server keeps the spec's words for its answers to API clients; the web has its own (lint forbids it the
// server's). Where both say the same spec words, they must agree.
describe("the web's words and the server's agree where the spec gives both", () => {
  it.each([
    ['admin', adminText, adminMessages],
    ['auth forms', authFormText, authMessages],
    ['miniature form', projectFormText, projectMessages],
    ['recipe form', recipeFormText, recipeMessages],
    ['photos', imageText, imageMessages],
    ['feedback', feedbackText, feedbackMessages],
    ['feedback types', feedbackTypeText, feedbackTypeLabels],
    ['feedback statuses', feedbackStatusText, feedbackStatusLabels],
    ['stages (the showcase page)', stageWords, defaultStageWords],
    ['barcodes (the scanner)', barcodeText, barcodeMessages],
    ['a showcase no longer shared', showcaseNotFoundText, showcaseNotFound],
  ] as const)('%s', (_name, web, protocol) => {
    expect(protocol).toMatchObject(web);
  });
});
