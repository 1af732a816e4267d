import { PageTitle } from '../../components/page-title';
import { activeLocale, t } from '../../i18n/t';

/** The day the legal pages last changed (an ISO date), written as the painter's language writes a day in full. */
export const legalLastUpdated = '2026-11-21';

function lastUpdated(): string {
  const locale = activeLocale();
  return new Date(`${legalLastUpdated}T00:00:00Z`).toLocaleDateString(locale === 'en' ? 'en-GB' : locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The frame of a legal page: title, last-updated line, and readable long-form text. */
export function LegalPageLayout({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <article>
      <PageTitle description={t('legal.lastUpdated', { date: lastUpdated() })}>{title}</PageTitle>
      <div className="pf-prose">{children}</div>
    </article>
  );
}
