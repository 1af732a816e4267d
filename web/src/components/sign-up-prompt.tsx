import { Link } from 'react-router-dom';
import { Button } from './button';
import { EmptyState } from './status-message';
import { t } from '../i18n/t';

/** The logged-out state of a personal screen: what an account gives, with Register and Login buttons. */
export function SignUpPrompt({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <EmptyState
      icon={icon}
      title={title}
      actions={
        <>
          <Button asChild>
            <Link to="/register">{t('common.createFreeAccount')}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/login">{t('auth.loginLink')}</Link>
          </Button>
        </>
      }
    >
      {children}
    </EmptyState>
  );
}
