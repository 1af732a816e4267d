import { messageGroup } from '../i18n/t';

/** The scanner's words (issue 14): a typed code that is not a barcode, and a code no paint is linked to yet. */
export const barcodeText = messageGroup('barcode', ['invalidCode', 'unknownCode']);
