import { commonPasswords } from './common-passwords.js';

/**
 * Too weak to accept whatever its length: one of the most common passwords, one character repeated ("aaaaaaaa"),
 * or the account's own email address or its local part ("ada.lovelace" for ada.lovelace@example.com), all compared
 * ignoring case. Length rules are the schemas' job (sync-protocol/src/auth.ts).
 */
export function isWeakPassword(password: string, email: string): boolean {
  const folded = password.toLowerCase();
  if (commonPasswords.has(folded)) return true;
  const characters = Array.from(folded);
  if (characters.every((character) => character === characters[0])) return true;
  const localPart = email.slice(0, email.lastIndexOf('@'));
  return folded === email.toLowerCase() || folded === localPart.toLowerCase();
}
