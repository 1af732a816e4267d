import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonTextHasNul } from './json-bounds.js';

// Strings rich in what the check must tell apart: NUL itself, backslashes, and the letters of an escape.
const tricky = fc.string({ unit: fc.constantFrom('\u0000', '\\', 'u', '0', 'a', '"', '\u00e9') });

describe('jsonTextHasNul', () => {
  it('is true exactly when a string in the JSON holds the NUL character', () => {
    fc.assert(
      fc.property(fc.oneof(tricky, fc.array(tricky), fc.dictionary(tricky, tricky)), (value) => {
        const strings =
          typeof value === 'string' ? [value] : Array.isArray(value) ? value : [...Object.keys(value), ...Object.values(value)];
        expect(jsonTextHasNul(JSON.stringify(value))).toBe(strings.some((text) => text.includes('\u0000')));
      }),
      { numRuns: 2000 },
    );
  });

  it('reads an escaped backslash before u0000 as text', () => {
    expect(jsonTextHasNul(JSON.stringify('C:\\u0000'))).toBe(false);
    expect(jsonTextHasNul(JSON.stringify('C:\\\u0000'))).toBe(true);
    expect(jsonTextHasNul('{"a":"\\u0000"}')).toBe(true);
  });
});
