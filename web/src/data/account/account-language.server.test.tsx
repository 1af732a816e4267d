import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { inProcessServer, renderApp } from '../../testing/app-server';
import { activateLanguage } from '../../i18n/activate';
import { languageStorageKey } from '../../i18n/language-choice';
import { switchLanguage } from '../../i18n/switch-language';
import { activeLocale } from '../../i18n/t';
import { clearCredentials, storeSession } from './auth-state';
import { followAccountLanguageChanges, unsentLanguageKey } from './account-language';
import { verifySession } from './session';

// Issue 38 (Must show): the painter's choice of language reaches their other devices, through the real server in
// process. One test process plays each device in turn: a new device is this one with its storage emptied.
const server = inProcessServer();

// As the sync runtime does on a device a painter is signed in on (data/sync/runtime.ts).
let stopFollowing: () => void = () => undefined;
beforeEach(() => {
  stopFollowing = followAccountLanguageChanges();
});
afterEach(async () => {
  stopFollowing();
  await activateLanguage('en');
});

/** Another device, never used before: nothing stored, the browser's language (English) shown. */
async function freshDevice(): Promise<void> {
  clearCredentials();
  localStorage.clear();
  await activateLanguage('en');
}

const accountLanguage = async (token: string) => (await server.call('GET', '/api/auth/me', { token })).json<{ language: unknown }>().language;

describe('the choice of language follows the painter', () => {
  it('a switch on one device is kept on the account; a second device signing in adopts it', async () => {
    const painter = await server.verifiedPainter('polyglot');
    // The first device, signed in, switches to German.
    storeSession(painter.token, painter.user);
    await switchLanguage('de');
    expect(await accountLanguage(painter.token)).toBe('de');

    await freshDevice();
    const view = renderApp('/login');
    await view.user.type(await screen.findByLabelText('Email'), painter.email);
    await view.user.type(screen.getByLabelText('Password'), painter.password);
    await view.user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(activeLocale()).toBe('de'));
    expect(localStorage.getItem(languageStorageKey)).toBe('de');
    expect(document.documentElement.lang).toBe('de');
  });

  it('a device already signed in adopts it at its next profile read', async () => {
    const painter = await server.verifiedPainter('returning');
    await server.call('PATCH', '/api/auth/language', { token: painter.token, body: { language: 'it' } });

    await freshDevice();
    // Here the app's own wiring follows the account: the sync runtime the shell starts for a signed-in painter.
    stopFollowing();
    // Signed in before the choice was made elsewhere: the stored user still says nothing of it.
    renderApp('/inventory', painter);
    // The runtime starts once the page is painted and the browser idle: slow on a loaded machine.
    await waitFor(() => expect(activeLocale()).toBe('it'), { timeout: 20_000 });
  });

  it('a switch made offline stays this device’s choice and reaches the account once the server answers', async () => {
    const painter = await server.verifiedPainter('traveller');
    await server.call('PATCH', '/api/auth/language', { token: painter.token, body: { language: 'de' } });
    await freshDevice();
    storeSession(painter.token, { ...painter.user, language: 'de' });

    server.connect(false);
    await switchLanguage('pl');
    expect(await accountLanguage(painter.token)).toBe('de');
    expect(localStorage.getItem(unsentLanguageKey)).toContain('"pl"');

    server.connect(true);
    expect(await verifySession()).toBe('current');
    await waitFor(async () => expect(await accountLanguage(painter.token)).toBe('pl'));
    // The account's older German did not replace the painter's newer choice here.
    expect(activeLocale()).toBe('pl');
    expect(localStorage.getItem(unsentLanguageKey)).toBeNull();
  });

  it('a visitor’s choice stays on the device and asks nothing of the server', async () => {
    await freshDevice();
    await switchLanguage('fr');
    expect(localStorage.getItem(languageStorageKey)).toBe('fr');
    expect(localStorage.getItem(unsentLanguageKey)).toBeNull();
  });
});
