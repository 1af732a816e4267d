import { restContract } from '@paintforge/sync-protocol';
import { choseTestLanguage, chosenLanguage, keepLanguageChoice } from '../../i18n/language-choice';
import { isLanguage, type Language } from '../../i18n/languages';
import { onLanguageSwitch, switchLanguage } from '../../i18n/switch-language';
import { callRoute } from '../server/rest-client';
import { getAuthState, parseUser, subscribeAuth, updateStoredUser, type SessionUser } from './auth-state';

/**
 * The painter's language on their account (issue 38), so it follows them to their other devices. Never on the landing
 * page's first download (its budget has no room): the sync runtime, which loads for a painter signed in on this
 * device, starts following (followAccountLanguageChanges), and the login page adopts the account's at sign-in.
 *
 * A switch made while the server could not be reached (offline) is kept here as unsent, with whose it is, and sent
 * at the next sign-in or profile read; until then that device's own choice wins over the account's older one.
 */
export const unsentLanguageKey = 'paintforge.language.unsent';

interface Unsent {
  userId: string;
  language: Language;
}

function readUnsent(userId: string): Language | null {
  try {
    const unsent = JSON.parse(localStorage.getItem(unsentLanguageKey) ?? 'null') as Partial<Unsent> | null;
    return unsent?.userId === userId && isLanguage(unsent.language) ? unsent.language : null;
  } catch {
    return null;
  }
}

function writeUnsent(unsent: Unsent | null): void {
  try {
    if (unsent === null) localStorage.removeItem(unsentLanguageKey);
    else localStorage.setItem(unsentLanguageKey, JSON.stringify(unsent));
  } catch {
    // Storage refused: the choice reaches the account at the next switch instead.
  }
}

/** Sends the signed-in painter's choice to their account; with no answer, it stays unsent until the next profile read. */
export async function sendLanguage(language: Language): Promise<void> {
  const { user } = getAuthState();
  const userId = user?.id === undefined ? null : String(user.id);
  if (userId === null) return;
  writeUnsent({ userId, language });
  try {
    const answer = await callRoute(restContract.setLanguage, { body: { language } });
    // A later switch made while this one was out is the one still to send.
    if (readUnsent(userId) === language) writeUnsent(null);
    updateStoredUser(parseUser(answer) ?? { ...(user as SessionUser), language });
  } catch {
    // Offline or refused: kept as unsent (above), so this device's choice is not replaced by the account's.
  }
}

/**
 * The server sent the painter's user (sign-in, the start-up profile read): a choice this device could not send yet
 * is sent now; otherwise the account's language, when the painter chose one on any device, becomes this device's.
 */
export async function followAccountLanguage(user: SessionUser): Promise<void> {
  if (user.id === undefined) return;
  const unsent = readUnsent(String(user.id));
  if (unsent !== null) {
    if (unsent === user.language) writeUnsent(null);
    else await sendLanguage(unsent);
    return;
  }
  const language = user.language;
  // A test's pseudo-locale on this device stays: it is no language an account can hold.
  if (!isLanguage(language) || choseTestLanguage()) return;
  if (language !== chosenLanguage()) await switchLanguage(language);
  // Already shown (the browser's languages agreed): kept as this device's choice too.
  else keepLanguageChoice(language);
}

/**
 * While a painter is signed in: each switch of theirs goes to the account, and each user the server sends (the
 * start-up profile read, a sign-in) brings the account's language. Returns the function that stops following.
 */
export function followAccountLanguageChanges(): () => void {
  const follow = () => {
    const { token, user } = getAuthState();
    if (token !== null && user !== null) void followAccountLanguage(user);
  };
  const stopAuth = subscribeAuth(follow);
  const stopSwitches = onLanguageSwitch(() => {
    const { token, user } = getAuthState();
    // The account's own language arriving here (followAccountLanguage) is already the account's: nothing to send.
    if (token !== null && user !== null && chosenLanguage() !== user.language) void sendLanguage(chosenLanguage());
  });
  follow();
  return () => {
    stopAuth();
    stopSwitches();
  };
}
