/* No zod here: the scanner chunk checks digits before it asks anything, and this file travels with it. */

/** The retail codes on paint pots (issue 14): EAN-13, EAN-8 and UPC-A, all GS1 codes with a mod-10 check digit. */
/** The words for barcodes, shared by the server's refusals and the scanner. */
export const barcodeMessages = {
  invalidCode: 'This is not a valid EAN-13, EAN-8 or UPC-A barcode. Check the digits and try again.',
  paintNotInCatalog: 'This paint is not in the paint database.',
  unknownCode: 'This barcode is not linked to a paint yet.',
  decisionNotFound: 'No painter has linked this barcode to this paint.',
} as const;

export type BarcodeFormat = 'ean-13' | 'ean-8' | 'upc-a';

const formatByLength: Readonly<Record<number, BarcodeFormat>> = { 13: 'ean-13', 8: 'ean-8', 12: 'upc-a' };

/** What a person types or a scanner reads, without the spaces and dashes printed between digit groups. */
export function barcodeDigits(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/**
 * The GS1 check digit of the digits before it: weights 3 and 1 alternate from the rightmost data digit, and the
 * check digit brings the sum to a multiple of 10. The same rule for all three formats.
 */
export function gs1CheckDigit(data: string): number {
  let sum = 0;
  for (let i = 0; i < data.length; i += 1) {
    const digit = data.charCodeAt(data.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** The format of a code whose check digit is right, or undefined for anything else. */
export function barcodeFormatOf(input: string): BarcodeFormat | undefined {
  const digits = barcodeDigits(input);
  if (!/^\d+$/.test(digits)) return undefined;
  const format = formatByLength[digits.length];
  if (format === undefined) return undefined;
  return gs1CheckDigit(digits.slice(0, -1)) === digits.charCodeAt(digits.length - 1) - 48 ? format : undefined;
}

export const isValidBarcode = (input: string): boolean => barcodeFormatOf(input) !== undefined;

/**
 * The one key a code is stored and looked up under. A UPC-A is the EAN-13 with a leading 0 (same check digit), and
 * scanners report the same pot either way, so it is kept as that EAN-13; an EAN-8 stays 8 digits. Undefined when
 * the code is not valid.
 */
export function canonicalBarcode(input: string): string | undefined {
  const format = barcodeFormatOf(input);
  if (format === undefined) return undefined;
  const digits = barcodeDigits(input);
  return format === 'upc-a' ? `0${digits}` : digits;
}
