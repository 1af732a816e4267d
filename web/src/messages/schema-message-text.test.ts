import { afterEach, describe, expect, it } from 'vitest';
import { authMessages, fieldLimits, hexColorSchema, illFormedTextMessage, paintMessages } from '@paintforge/sync-protocol';
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

describe("the paint form's refusals and the shared field rules' (issue 38)", () => {
  const fieldRules = () => [
    hexColorSchema.safeParse('#12').error!.issues[0]!.message,
    illFormedTextMessage,
    `At most ${fieldLimits.nameMax} characters`,
    `At most ${fieldLimits.notesMax} characters`,
  ];

  it('are the spec’s words in English', () => {
    for (const message of [...Object.values(paintMessages), ...fieldRules()]) expect(schemaMessageText(message)).toBe(message);
  });

  it('each have words of their own in another language, with their bound filled in', async () => {
    await activateLanguage('de');
    for (const message of [...Object.values(paintMessages), ...fieldRules()]) expect(schemaMessageText(message), message).not.toBe(message);
    expect(schemaMessageText(paintMessages.nameRequired)).toBe('Der Name der Farbe fehlt');
    expect(schemaMessageText(`At most ${fieldLimits.notesMax} characters`)).toBe('Höchstens 2000 Zeichen');
  });
});
