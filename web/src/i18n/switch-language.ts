import { useSyncExternalStore } from 'react';
import { getAuthToken } from '../data/account/auth-state';
import { keepLanguageChoice } from './language-choice';
import type { Language } from './languages';

let switches = 0;
const listeners = new Set<() => void>();

/**
 * The painter's choice of language (the menu's and the profile's switch): kept on this device, then activated, and
 * the app renders again in it (app.tsx keys the router's tree by useLanguageSwitches). A signed-in painter's choice
 * is also kept on their account, for their other devices (account-language.ts, lazy: not on the landing page's first
 * download); `fromAccount` is that account's choice arriving here, which is not sent back.
 */
export async function switchLanguage(language: Language, { fromAccount = false } = {}): Promise<void> {
  keepLanguageChoice(language);
  const { activateLanguage } = await import('./activate');
  await activateLanguage(language);
  switches += 1;
  for (const listener of listeners) listener();
  if (!fromAccount && getAuthToken() !== null) await (await accountLanguage()).sendLanguage(language);
}

/** The account's side of the choice, loaded when first needed (one import for its callers, to spare the first download). */
export const accountLanguage = () => import('../data/account/account-language');

/** Calls `listener` after each switch (the account's side follows them: data/account/account-language.ts). */
export function onLanguageSwitch(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * How many times the painter switched language on this page. Only a switch counts: the first activation (boot's,
 * or a visitor's at their first input) renders nothing again, so a tap on the landing page is never lost to it.
 */
export function useLanguageSwitches(): number {
  return useSyncExternalStore(
    onLanguageSwitch,
    () => switches,
    () => 0,
  );
}
