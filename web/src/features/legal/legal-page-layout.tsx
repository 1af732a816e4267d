import { PageTitle } from '../../components/page-title';

export const legalLastUpdated = '21 November 2026';

/** The frame of a legal page: title, last-updated line, and readable long-form text. */
export function LegalPageLayout({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <article>
      <PageTitle description={`Last updated: ${legalLastUpdated}`}>{title}</PageTitle>
      <div className="pf-prose">{children}</div>
    </article>
  );
}
