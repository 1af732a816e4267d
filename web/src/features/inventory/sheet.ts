// Apart from the dialogs that use them, so the list can import these without loading a dialog's code.
const sheetPlacement =
  'max-sm:top-auto max-sm:bottom-0 max-sm:left-0 max-sm:w-full max-sm:max-w-none max-sm:translate-x-0 max-sm:translate-y-0 max-sm:rounded-b-none max-sm:max-h-[92dvh]';
/** A dialog as a bottom sheet on phones, its sticky actions flush with the bottom edge. */
export const sheetClasses = `${sheetPlacement} max-sm:pb-0`;
/** The same sheet with room under its last row (the filters' buttons), for a sheet whose actions do not stick. */
export const paddedSheetClasses = `${sheetPlacement} max-sm:pb-6`;
