import { Card } from '../../components/card';
import { Logo } from '../../components/logo';
import { useDocumentTitle } from '../../components/page-title';

/** The centred card that holds the account forms (login, register, password reset, email links). */
export function AuthLayout({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description: string;
  children: React.ReactNode;
  footer: React.ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="flex justify-center py-4 sm:py-8">
      <Card padding="xl" className="w-full max-w-md">
        <div className="mb-6 flex flex-col items-center text-center">
          <Logo className="size-12" />
          <h1 className="mt-4 text-2xl font-bold tracking-tight">{title}</h1>
          <p className="mt-1 text-sm text-muted">{description}</p>
        </div>
        {children}
        <p className="mt-6 text-center text-sm text-muted">{footer}</p>
      </Card>
    </div>
  );
}

export const authLinkClass =
  'rounded-sm font-medium text-brand-ink underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';
