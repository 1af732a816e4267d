import type { ShowcaseTimelineStep } from '@paintforge/sync-protocol';
import { Card } from '../../components/card';
import { StageStepTitle } from '../../components/stage-step-title';
import { stageDate, stageWords } from '../../messages/stage-text';
import { t } from '../../i18n/t';

/**
 * A shared miniature's work-in-progress timeline (issue 26), shown only when its painter turned it on: each stage
 * with the day it was reached, and its photos (the card copies, each linking to its large copy).
 */
export function ShowcaseTimeline({ timeline }: { timeline: readonly ShowcaseTimelineStep[] }) {
  return (
    <section aria-labelledby="timeline-title" className="mt-8">
      <h2 id="timeline-title" className="mb-4 text-xl font-semibold">
        {t('showcase.wip')}
      </h2>
      <ol className="space-y-3">
        {timeline.map((step, stepIndex) => {
          const word = stageWords[step.stage];
          return (
            <li key={`${step.stage}-${step.at ?? stepIndex}`}>
              <Card padding="sm">
                <StageStepTitle word={word} at={step.at} dateText={step.at ? stageDate(step.at) : null} strong />
                {step.photos.length > 0 ? (
                  <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-5">
                    {step.photos.map((photo, index) => (
                      <li key={photo.url}>
                        <a href={photo.largeUrl} className="block rounded-md focus-visible:outline-2 focus-visible:outline-focus">
                          <img
                            src={photo.url}
                            alt={t('showcase.wipPhoto', { stage: word, number: index + 1 })}
                            loading="lazy"
                            className="aspect-[3/2] w-full rounded-md bg-surface-2 object-cover"
                          />
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </Card>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
