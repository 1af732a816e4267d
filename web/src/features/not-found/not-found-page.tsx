import { Link } from 'react-router-dom';
import { CircleAlert } from 'lucide-react';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { useDocumentTitle } from '../../components/page-title';

/** Any unknown path (spec §2), with the spec's exact texts. */
export default function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <div className="flex justify-center py-12">
      <Card className="w-full max-w-md">
        <div className="flex items-center gap-2">
          <CircleAlert aria-hidden="true" className="size-8 text-danger-ink" />
          <h1 className="text-2xl font-bold">404 Page Not Found</h1>
        </div>
        <p className="mt-4 text-sm text-muted">Did you forget to add the page to the router?</p>
        <Button asChild className="mt-6">
          <Link to="/">Go to Home</Link>
        </Button>
      </Card>
    </div>
  );
}
