import { describe, expect, it } from 'vitest';
import { measuredPooledText, measuredReportText } from './feedback-text';
import { swatchNoteText } from './swatch-text';

describe('what a catalog card says of its swatch', () => {
  it('says a measured colour is measured, by how many painters and how far apart, and otherwise how approximate it is', () => {
    const plain = { twoStop: false, approximate: false };
    expect(swatchNoteText({ measured: { painters: 3, spread: 2.14 } }, { ...plain, twoStop: true })).toBe(
      'Measured by 3 painters · ΔE spread 2.1 · thin over white / pooled',
    );
    // One painter's measurement an admin accepted has no spread to show.
    expect(swatchNoteText({ measured: { painters: 1, spread: 0 } }, plain)).toBe('Measured by 1 painter');
    expect(swatchNoteText({}, { twoStop: true, approximate: true })).toBe('approximate swatch: thin over white / pooled');
    expect(swatchNoteText({}, { ...plain, approximate: true })).toBe('approximate swatch');
    expect(swatchNoteText({}, plain)).toBe('');
  });

  it('marks a colour report that is a measurement, with its pooled coat', () => {
    expect(measuredReportText()).toBe('Measured on white card');
    expect(measuredPooledText('#2A282F')).toBe('pooled #2A282F');
  });
});
