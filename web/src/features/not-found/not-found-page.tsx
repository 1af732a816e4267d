import { Link } from 'react-router-dom';
import { CircleAlert } from 'lucide-react';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { useDocumentTitle } from '../../components/page-title';
import { t } from '../../i18n/t';

/** Any unknown path (spec §2), with the spec's exact texts. */
export default function NotFoundPage() {
  useDocumentTitle(t('landing.notFound.title'));
  return (
    <div className="flex justify-center py-12">
      <Card className="w-full max-w-md">
        <div className="flex items-center gap-2">
          <CircleAlert aria-hidden="true" className="size-8 text-danger-ink" />
          <h1 className="text-2xl font-bold">{t('landing.notFound.heading')}</h1>
        </div>
        <p className="mt-4 text-sm text-muted">{t('landing.notFound.text')}</p>
        <Button asChild className="mt-6">
          <Link to="/">{t('landing.notFound.home')}</Link>
        </Button>
      </Card>
    </div>
  );
}
