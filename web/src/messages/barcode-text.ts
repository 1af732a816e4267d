/** The scanner's words (issue 14): a typed code that is not a barcode, and a code no paint is linked to yet. */
export const barcodeText = {
  invalidCode: 'This is not a valid EAN-13, EAN-8 or UPC-A barcode. Check the digits and try again.',
  unknownCode: 'This barcode is not linked to a paint yet.',
} as const;
