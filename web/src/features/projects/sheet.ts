/**
 * DialogContent classes that make a dialog a bottom sheet on phones (full width, at the bottom, its actions in
 * reach of a thumb) and a centred panel from the `sm` breakpoint up. overflow-wrap is inherited, so a long
 * unbroken name wraps in the title and everywhere else in the sheet instead of scrolling it sideways.
 */
export const sheetClasses =
  'max-sm:top-auto max-sm:bottom-0 max-sm:left-0 max-sm:w-full max-sm:max-w-none max-sm:translate-x-0 max-sm:translate-y-0 ' +
  'max-sm:max-h-[92dvh] max-sm:rounded-b-none max-sm:px-4 max-sm:pb-0 sm:max-w-2xl wrap-anywhere';

/** One row of actions that stays in view at the bottom of a scrolling dialog (equal widths on phones). */
export const stickyActionsClasses =
  'sticky bottom-0 -mx-6 mt-4 grid auto-cols-fr grid-flow-col gap-2 border-t border-line bg-surface px-6 py-3 max-sm:-mx-4 max-sm:px-4 ' +
  'sm:flex sm:justify-end';
