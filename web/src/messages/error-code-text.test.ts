import { describe, expect, it } from 'vitest';
import { errorCodes, MutationRejected, noticeCodes, type ErrorCode } from '@paintforge/sync-protocol/constants';
import { PhotoRefused } from '../data/sync/blobs';
import { errorCodeText, errorText, refusalText, type ErrorText } from './error-code-text';
import { localFailureText, writeFailedToast } from './error-text';
import { changeText, noticeCodeText, noticeMessage, noticeTitle } from './notice-text';

describe('the words for error codes', () => {
  it('has words for every code, with and without params (the Record over ErrorCode makes a missing code a type error)', () => {
    expect(Object.keys(errorCodeText).sort()).toEqual([...errorCodes].sort());
    for (const code of errorCodes) {
      expect(errorText(code).length, code).toBeGreaterThan(0);
      expect(refusalText(code, { subject: 'paint', field: 'name', limit: 3 }).length, code).toBeGreaterThan(0);
    }
    expect(Object.keys(noticeCodeText).sort()).toEqual([...noticeCodes].sort());
  });

  it('a table of words that misses a code fails the type check (tsc -b checks this file)', () => {
    const { internal: _dropped, ...withoutInternal } = errorCodeText;
    // @ts-expect-error 'internal' has no words, so this is not a Record<ErrorCode, ErrorText>.
    const incomplete: Record<ErrorCode, ErrorText> = withoutInternal;
    expect(Object.keys(incomplete)).not.toContain('internal');
  });

  it('words a refusal from its code and params, never from the English it carries', () => {
    const refusal = new MutationRejected('not-found', 'whatever the mutator wrote', { subject: 'project' });
    expect(localFailureText(refusal, 'fallback')).toBe('This miniature no longer exists.');
    expect(localFailureText(new MutationRejected('conflict', 'x', { subject: 'recipe' }), 'fallback')).toBe(
      'This recipe paint already exists.',
    );
    expect(localFailureText(new MutationRejected('validation', 'x', { mutation: 'paint.fly@1' }), 'f')).toBe(
      'Unknown change “paint.fly@1”. Please update the app.',
    );
    expect(refusalText('quota-exceeded', { subject: 'project', limit: 10_000 })).toBe(
      'You have reached the limit of 10,000 miniatures. Delete some you no longer need to add more.',
    );
    expect(refusalText('internal')).toBe(
      'This change could not be saved on the server, so it was set aside to let your other changes sync.',
    );
  });

  it('words a refused photo as the form did (spec §9), and anything else as the fallback', () => {
    expect(localFailureText(new PhotoRefused('payload-too-large'), 'f')).toBe('File too large');
    expect(localFailureText(new PhotoRefused('invalid-image'), 'f')).toBe('Invalid file type');
    expect(localFailureText(new Error('Paint name is required'), 'fallback')).toBe('fallback');
    expect(writeFailedToast('Failed to update paint quantity.', new Error('boom'))).toEqual({
      title: 'Failed to update paint quantity.',
      variant: 'destructive',
    });
  });
});

describe('the words of sync notices', () => {
  const change = { action: 'quantity', entity: 'paint', label: 'Nuln Oil' } as const;

  it('titles a notice by what the change was, and a refused one as not saved', () => {
    expect(changeText(change)).toBe('Changing the quantity of the paint “Nuln Oil”');
    expect(noticeTitle({ kind: 'rejected', change })).toBe('Not saved: Changing the quantity of the paint “Nuln Oil”');
    expect(noticeTitle({ kind: 'other', change: null })).toBe('A change');
  });

  it('words each notice code, and one a newer server sent without pretending to know it', () => {
    expect(noticeMessage({ kind: 'edited-deleted', code: 'added-to-deleted', params: { name: 'Lieutenant' } })).toBe(
      '“Lieutenant” was deleted on another device. The paint was kept and comes back if it is restored.',
    );
    expect(noticeMessage({ kind: 'rejected', code: 'not-found', params: { subject: 'photo' } })).toBe(
      'Its photo did not reach the server, so this change was not saved.',
    );
    expect(noticeMessage({ kind: 'other', code: 'future-notice', params: { name: 'x' } })).toMatch(/cannot show/);
  });
});
