/**
 * A timeline step's title: the stage's word and, when known, the day it was reached (a machine-readable <time>).
 * `strong` for a page where the step stands alone in a card (the showcase).
 */
export function StageStepTitle({
  word,
  at,
  dateText,
  strong = false,
}: {
  word: string;
  at: string | null;
  dateText: string | null;
  strong?: boolean;
}) {
  return (
    <p>
      <span className={strong ? 'font-semibold' : 'font-medium'}>{word}</span>{' '}
      {at && dateText ? (
        <time dateTime={at} className="text-sm text-muted">
          {dateText}
        </time>
      ) : null}
    </p>
  );
}
