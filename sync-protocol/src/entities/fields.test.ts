import { describe, expect, it } from 'vitest';
import { illFormedTextMessage, isWellFormedText, optionalText, requiredText } from './fields.js';

describe('well-formed text', () => {
  it('accepts any well-formed string, surrogate pairs included', () => {
    for (const text of ['', 'Nuln Oil', 'Ünter Grün', '🎨 Mephiston Red', '\uD83C\uDFA8']) expect(isWellFormedText(text), text).toBe(true);
  });

  it('refuses lone surrogates wherever they stand', () => {
    for (const text of ['\uD800', 'a\uD800', '\uD800a', '\uDC00', 'a\uDFFFb', '\uD83C', '\uDFA8\uD83C'])
      expect(isWellFormedText(text), text).toBe(false);
  });

  it('gives the same message from every text schema, before trimming or length checks', () => {
    expect(requiredText('Name is required', 10).safeParse(' \uD800 ').error?.issues[0]?.message).toBe(illFormedTextMessage);
    expect(optionalText(10).safeParse('x\uDC00').error?.issues[0]?.message).toBe(illFormedTextMessage);
    expect(requiredText('Name is required', 10).parse(' 🎨 ')).toBe('🎨');
  });
});
