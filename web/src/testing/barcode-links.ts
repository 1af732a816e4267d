import { barcodeDatabase } from '../data/catalog/barcodes';

/** A painter's barcode link as linkBarcode leaves it before it reaches the server: stored on the device, pending. */
export async function storeWaitingLink(userId: string, code: string, catalogPaintId: string): Promise<void> {
  await barcodeDatabase().own.put({ key: `${userId} ${code}`, userId, code, catalogPaintId, pending: 1 });
}
