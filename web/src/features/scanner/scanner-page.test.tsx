import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderScreen } from '../../testing/render';
import ScannerPage from './scanner-page';

describe('the scanner page', () => {
  it('opens the digits field at once, under the message, when the device has no camera', async () => {
    // happy-dom has no navigator.mediaDevices: the same as a desktop without a camera.
    renderScreen(<ScannerPage />);
    expect(await screen.findByTestId('camera-problem')).toBeTruthy();
    expect(await screen.findByLabelText('Barcode digits')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Type the digits' })).toBeNull();
  });
});
