import { afterEach, describe, expect, it } from 'vitest';
import { authMessages } from '@paintforge/sync-protocol';
import { activateLanguage } from '../i18n/activate';
import { schemaMessageText } from './schema-message-text';

afterEach(() => activateLanguage('en'));

describe("the account forms' validation messages (issue 38)", () => {
  it('are the spec’s words in English', () => {
    for (const message of Object.values(authMessages)) expect(schemaMessageText(message)).toBe(message);
  });

  it('each have words of their own in another language, with their bounds filled in', async () => {
    await activateLanguage('de');
    for (const message of Object.values(authMessages)) expect(schemaMessageText(message), message).not.toBe(message);
    expect(schemaMessageText(authMessages.passwordMax)).toBe('Das Passwort darf höchstens 128 Zeichen lang sein');
    expect(schemaMessageText(authMessages.nameTooLong)).toBe('Namen dürfen höchstens 100 Zeichen lang sein');
  });

  it('another schema’s message passes through, for its own area to word', () => {
    expect(schemaMessageText('Miniature name is required')).toBe('Miniature name is required');
  });
});
