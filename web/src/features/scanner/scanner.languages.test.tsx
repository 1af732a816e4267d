import { afterEach, beforeEach, describe, it } from 'vitest';
import { screen } from '@testing-library/react';
import { checkedLanguages, expectNoEnglish, showLanguage } from '../../testing/no-english';
import { mephistonRed, paintRow } from '../../testing/paint-rows';
import { renderScreen } from '../../testing/render';
import { CameraView } from './camera-view';
import { LinkCode } from './link-code';
import { ManualEntry } from './manual-entry';
import { ScanAnswer } from './scan-answer';

const flatRed = paintRow({ id: 'flat', name: 'Flat Red', brand: 'Vallejo', color: '#8A1A1B', quantity: 1 });
const data = ['Mephiston Red', 'Flat Red', 'Citadel', 'Vallejo', 'Base', '#9A1115'];

afterEach(() => showLanguage('en'));

// Issue 38: the scanner's answers (owned, wished, not owned with the closest owned paints), the typed digits and the
// linking of an unknown code, in the pseudo-locale (any hard-coded English) and in each language. The camera's own
// words are held by the Chromium scanner test (a real camera stream); what it says when there is none is here.
describe.each(checkedLanguages)('the scanner in %s', (language) => {
  beforeEach(() => showLanguage(language));

  it('the answer has no English left, owned, wished or not owned', () => {
    for (const holding of [{ owned: { id: 'row-1', quantity: 3 }, wished: null }, { owned: null, wished: { id: 'row-2' } }, undefined]) {
      const { container, unmount } = renderScreen(<ScanAnswer paint={mephistonRed} holding={holding} owned={[flatRed]} />);
      expectNoEnglish(container, { allow: data });
      unmount();
    }
  });

  it('typing the digits and linking an unknown code have no English left', async () => {
    const { container } = renderScreen(
      <>
        <ManualEntry onCode={() => undefined} />
        <LinkCode code="5011921026555" onPick={() => undefined} />
      </>,
    );
    await screen.findAllByRole('textbox');
    expectNoEnglish(container, { allow: data });
  });

  it('a phone whose camera cannot be used is told so in its language', async () => {
    // happy-dom has no navigator.mediaDevices: the scanner's "this browser cannot use the camera" answer (a headless
    // Chromium with no camera answers "no camera was found", from the same catalog).
    const { container } = renderScreen(<CameraView onCode={() => undefined} />);
    await screen.findByTestId('camera-problem');
    expectNoEnglish(container);
  });
});
