import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { barcodeFormatOf, canonicalBarcode, gs1CheckDigit, isValidBarcode } from './barcode-digits.js';
import { barcodeCodeSchema, barcodeMessages } from './barcode.js';

const digits = (length: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((d) => d.join(''));
const withCheck = (data: string) => `${data}${gs1CheckDigit(data)}`;
/** A valid code of each format: random data digits and the check digit they call for. */
const validCode = fc.oneof(digits(12).map(withCheck), digits(7).map(withCheck), digits(11).map(withCheck));

describe('GS1 check digits (EAN-13, EAN-8, UPC-A)', () => {
  it('accepts real printed codes and names their format', () => {
    expect(barcodeFormatOf('4006381333931')).toBe('ean-13');
    expect(barcodeFormatOf('96385074')).toBe('ean-8');
    expect(barcodeFormatOf('036000291452')).toBe('upc-a');
    expect(barcodeFormatOf('4006 3813-3393 1')).toBe('ean-13');
  });

  it('accepts every code whose check digit is right', () => {
    fc.assert(
      fc.property(validCode, (code) => {
        expect(isValidBarcode(code)).toBe(true);
      }),
    );
  });

  it('refuses any single-digit change, at any position', () => {
    fc.assert(
      fc.property(validCode, fc.nat(), fc.integer({ min: 1, max: 9 }), (code, at, shift) => {
        const position = at % code.length;
        const changed = (Number(code[position]) + shift) % 10;
        const wrong = `${code.slice(0, position)}${changed}${code.slice(position + 1)}`;
        expect(isValidBarcode(wrong)).toBe(false);
      }),
    );
  });

  it('refuses other lengths and non-digits', () => {
    for (const bad of ['', '123', '400638133393', '40063813339310', '4006381333931x', 'abcdefgh', '٤٠٠٦٣٨١٣٣٣٩٣١']) {
      expect(isValidBarcode(bad), bad).toBe(false);
    }
  });

  it('stores a UPC-A as its EAN-13, so both readings of one pot meet', () => {
    fc.assert(
      fc.property(digits(11).map(withCheck), (upc) => {
        expect(canonicalBarcode(upc)).toBe(`0${upc}`);
        expect(canonicalBarcode(`0${upc}`)).toBe(`0${upc}`);
      }),
    );
    expect(canonicalBarcode('96385074')).toBe('96385074');
    expect(canonicalBarcode('96385075')).toBeUndefined();
  });

  it('the request schema answers the clear message for a wrong code', () => {
    const result = barcodeCodeSchema.safeParse('4006381333932');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(barcodeMessages.invalidCode);
    expect(barcodeCodeSchema.parse('036000291452')).toBe('0036000291452');
  });
});
