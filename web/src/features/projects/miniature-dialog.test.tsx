import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { Button } from '../../components/button';
import { getActiveSync, requireDatabase, startSyncRuntime } from '../../data/sync/runtime';
import { descriptionOf, painter, renderScreen } from '../../testing/render';
import { AddMiniatureDialog } from './miniature-dialog';

const MB = 1024 * 1024;

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add Miniature</Button>
      <AddMiniatureDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

async function openDialog(options: Parameters<typeof renderScreen>[1] = {}) {
  const view = renderScreen(<Opener />, options);
  await view.user.click(screen.getByRole('button', { name: 'Add Miniature' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Painted Miniature' });
  return { ...view, dialog };
}

const toastWith = async (title: string) => (await screen.findByText(title, { selector: 'li *' })).closest('li') as HTMLElement;

let stopSync: (() => void) | null = null;
afterEach(() => {
  stopSync?.();
  stopSync = null;
});

describe('Add Painted Miniature dialog (spec §2, §5, §8)', () => {
  it('a blank name gives the field message and the "Missing Information" toast', async () => {
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Miniature name'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Add Miniature' }));
    expect(descriptionOf(within(dialog).getByLabelText('Miniature name'))).toBe('Miniature name is required');
    const toast = await toastWith('Missing Information');
    expect(within(toast).getByText('Please include a name for your miniature.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('a name over the limit says the limit, not "required" (issue 24)', async () => {
    const { user, dialog } = await openDialog();
    const name = within(dialog).getByLabelText('Miniature name');
    // Pasted, as a painter would bring 10,000 characters; typing them one by one would only slow the test.
    await user.click(name);
    await user.paste('N'.repeat(10_000));
    await user.click(within(dialog).getByRole('button', { name: 'Add Miniature' }));
    expect(descriptionOf(name)).toBe('At most 200 characters');
    expect(screen.queryByText('Missing Information')).toBeNull();
  });

  it('refuses a photo that is not an image, or of 20MB or more, with the spec messages', async () => {
    const { user, dialog } = await openDialog();
    const photo = within(dialog).getByLabelText('Photo file');
    expect(descriptionOf(photo)).toBe(
      'JPEG, PNG or WebP under 20MB. It is resized to fit 600×400 for the gallery card, and kept up to 1600 px for the details and the showcase.',
    );

    await user.upload(photo, new File(['plain text'], 'notes.txt', { type: 'text/plain' }));
    expect(descriptionOf(photo)).toBe('Invalid file type');
    expect(photo.getAttribute('aria-invalid')).toBe('true');
    expect(within(await toastWith('Invalid file type')).getByText('Please choose an image file.')).toBeTruthy();

    await user.upload(photo, new File([new Uint8Array(20 * MB)], 'huge.png', { type: 'image/png' }));
    expect(descriptionOf(photo)).toBe('File too large');
    expect(within(await toastWith('File too large')).getByText('Please choose an image under 20MB.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Add Miniature' }).hasAttribute('disabled')).toBe(false);
  });

  it('refuses a file that claims to be an image but is not one by its content', async () => {
    const { user, dialog } = await openDialog();
    const photo = within(dialog).getByLabelText('Photo file');
    await user.upload(photo, new File(['<html>not a picture</html>'], 'fake.png', { type: 'image/png' }));
    expect(within(await toastWith('Invalid file type')).getByText('Please choose an image file.')).toBeTruthy();
    expect(descriptionOf(photo)).toBe('Invalid file type');
    expect(within(dialog).queryByAltText('Preview of the photo')).toBeNull();
  });

  it('Escape closes it and focus returns to the button that opened it', async () => {
    const { user } = await openDialog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add Miniature' }));
  });

  it('saves a named miniature on this device and closes', async () => {
    renderScreen(<p />, { user: painter }).unmount();
    stopSync = startSyncRuntime();
    await requireDatabase();
    const { user, dialog } = await openDialog({ user: painter });
    await user.type(within(dialog).getByLabelText('Miniature name'), 'Ultramarine Captain');
    await user.type(within(dialog).getByLabelText('Description'), 'Blue armour, gold trim');
    await user.click(within(dialog).getByRole('button', { name: 'Add Miniature' }));

    expect(within(await toastWith('Miniature added')).getByText('Ultramarine Captain is in your gallery.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const projects = await getActiveSync()!.db.projects.toArray();
    expect(projects.map(({ name, description, imageHash }) => ({ name, description, imageHash }))).toEqual([
      { name: 'Ultramarine Captain', description: 'Blue armour, gold trim', imageHash: null },
    ]);
  });
});

/** A stand-in for the device's camera: a stream whose one track records whether it was stopped. */
function fakeCamera(outcome: 'grant' | 'deny') {
  const track = { readyState: 'live', stop: vi.fn(() => void (track.readyState = 'ended')) };
  const stream = new MediaStream();
  stream.getTracks = () => [track] as unknown as MediaStreamTrack[];
  const getUserMedia = vi.fn(async () => {
    if (outcome === 'deny') throw new DOMException('Permission denied', 'NotAllowedError');
    return stream;
  });
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  // happy-dom cannot play a stream; the element only has to accept it.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  return { track, getUserMedia };
}

describe('the camera in the miniature dialog (spec §2, §4, §8)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('asks for the rear camera; while it is open Escape and × do not close the dialog; Close Camera stops the stream', async () => {
    const { track, getUserMedia } = fakeCamera('grant');
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Take Photo' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Capture' }).hasAttribute('disabled')).toBe(false));
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: { ideal: 'environment' } }, audio: false });

    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(within(dialog).getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
    expect(track.stop).not.toHaveBeenCalled();

    // The fake video has no picture yet: capture says so and keeps the camera open.
    await user.click(within(dialog).getByRole('button', { name: 'Capture' }));
    expect(await toastWith('Camera Not Ready')).toBeTruthy();
    expect(track.stop).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Close Camera' }));
    expect(track.stop).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a refused camera says to upload an image instead and leaves the dialog closable', async () => {
    fakeCamera('deny');
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Take Photo' }));
    expect(within(await toastWith('Unable to access camera')).getByText('Please try uploading an image instead.')).toBeTruthy();
    await waitFor(() => expect(within(dialog).queryByRole('group', { name: 'Camera' })).toBeNull());
    expect(within(dialog).getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(false);
  });

  it('offline, the image link field says it needs a connection and Use Link waits for one', async () => {
    const { user, dialog } = await openDialog();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    await user.type(within(dialog).getByLabelText('Image link'), 'https://example.com/mini.jpg');
    expect(descriptionOf(within(dialog).getByLabelText('Image link'))).toBe(
      'Image links need an internet connection. Offline, choose a file or take a photo.',
    );
    expect((within(dialog).getByRole('button', { name: 'Use Link' }) as HTMLButtonElement).disabled).toBe(true);
    online.mockRestore();
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect((within(dialog).getByRole('button', { name: 'Use Link' }) as HTMLButtonElement).disabled).toBe(false));
    expect(descriptionOf(within(dialog).getByLabelText('Image link'))).toBe('');
  });
});
