import { describe, expect, it } from 'vitest';
import { isWeakPassword } from './password-strength.js';

describe('isWeakPassword', () => {
  it('refuses the common passwords whatever their case, repeated characters, and the account’s own email', () => {
    for (const password of [
      'password',
      'PASSWORD123',
      'Qwerty123',
      'iloveyou',
      'Warhammer40k',
      'P4intForge',
      'drowssap',
      'aaaaaaaa',
      '00000000',
      '🎨🎨🎨🎨🎨🎨🎨🎨',
      'Ada.Lovelace',
      'ada.lovelace@example.com',
    ]) {
      expect(isWeakPassword(password, 'ada.lovelace@example.com'), password).toBe(true);
    }
  });

  it('accepts everything else, including a common password with something added', () => {
    for (const password of ['correct horse battery', 'password123!x', 'aaaaaaab', 'ada.lovelace2', 'Brush & Palette 2025']) {
      expect(isWeakPassword(password, 'ada.lovelace@example.com'), password).toBe(false);
    }
  });
});
