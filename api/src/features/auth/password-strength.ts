import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The words of this app's own context, which NIST SP 800-63B asks a service to refuse as passwords as well; zxcvbn-ts
 * finds them l33t-spoken, reversed or capitalised like its own lists.
 */
const contextWords = ['paintforge', 'thepaintforge', 'miniature', 'miniatures', 'warhammer', 'citadel'];

// Built on first use: ranking the dictionaries takes a moment the server's start need not pay.
let estimator: ZxcvbnFactory | undefined;

/**
 * Too weak to accept whatever its length: the whole password is one entry of zxcvbn-ts's list of common passwords
 * (from public breach corpora), a word of this app, or the account's own email address or its local part ("ada.lovelace"
 * for ada.lovelace@example.com) — each in any case, l33t-spoken or reversed — or one character repeated
 * ("aaaaaaaa"). A common password with something added is the painter's choice. Length rules are the schemas' job
 * (sync-protocol/src/auth.ts).
 */
export function isWeakPassword(password: string, email: string): boolean {
  // Compared lower-cased, as zxcvbn-ts's lists are: mixed case would let it split 'PassWord123' into two cheaper guesses.
  const folded = password.toLowerCase();
  const characters = Array.from(folded);
  if (characters.every((character) => character === characters[0])) return true;
  estimator ??= new ZxcvbnFactory({ dictionary: { 'passwords-common': dictionary['passwords-common'], paintforge: contextWords } });
  const localPart = email.slice(0, email.lastIndexOf('@'));
  const { sequence } = estimator.check(folded, [email.toLowerCase(), localPart.toLowerCase()]);
  return sequence.length === 1 && sequence[0]?.pattern === 'dictionary';
}
