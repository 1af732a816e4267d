import { t } from '../../i18n/t';

/** The offer itself, in the painter's language (app-shell.tsx loads it with the words). */
export function UpdateNotice({ onReload, onLater }: { onReload: () => void; onLater: () => void }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-x-3 bottom-20 z-50 mx-auto flex max-w-md items-center gap-3 rounded-lg border border-stone-300 bg-white p-3 text-sm text-stone-900 shadow-lg md:bottom-6 dark:border-stone-600 dark:bg-stone-800 dark:text-stone-50"
    >
      <p className="flex-1">{t('shell.update.ready')}</p>
      <button
        type="button"
        className="rounded-md bg-amber-700 px-3 py-1.5 font-medium text-white hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600"
        onClick={onReload}
      >
        {t('shell.update.reload')}
      </button>
      <button
        type="button"
        className="rounded-md px-3 py-1.5 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600 dark:hover:bg-stone-700"
        onClick={onLater}
      >
        {t('shell.update.later')}
      </button>
    </div>
  );
}
