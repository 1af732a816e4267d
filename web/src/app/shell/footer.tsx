import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../components/cn';
import { Logo } from '../../components/logo';
import { contactEmail } from '../../config';
import { t } from '../../i18n/t';
import { navLink } from '../nav';

const quickLinks = [
  navLink('/inventory', 'shell.nav.inventory'),
  navLink('/projects', 'shell.nav.projects'),
  navLink('/help', 'shell.menu.help'),
  navLink('/profile', 'shell.footer.profile'),
];

const resourceLinks = [
  navLink('/privacy-policy', 'shell.footer.privacy'),
  navLink('/terms-of-service', 'shell.footer.terms'),
  navLink('/privacy-policy', 'shell.footer.cookiePolicy'),
  navLink('/help#licences', 'shell.footer.licence'),
];

const linkClass =
  'rounded-sm text-muted underline-offset-2 hover:text-ink hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

/** The site footer (spec §2): quick links, resources, contact, trademarks, disclaimers, copyright and cookies. */
export function Footer() {
  const year = new Date().getFullYear();
  // On a phone the trademarks, disclaimers and cookie note were almost two screens: folded there behind one button,
  // always shown from `sm` up. Folded content is hidden from everyone (display: none), so the button says so.
  const [unfolded, setUnfolded] = useState(false);
  const foldId = useId();
  const folded = unfolded ? undefined : 'max-sm:hidden';
  return (
    <footer className="mt-16 border-t border-line bg-surface text-sm">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div className="space-y-3">
          <p className="flex items-center gap-2 text-base font-bold text-ink">
            <Logo className="size-7" /> The Paint Forge
          </p>
          <p className="text-muted">{t('shell.footer.about')}</p>
        </div>
        <div>
          <h2 className="mb-3 font-semibold text-ink">{t('shell.footer.quickLinks')}</h2>
          <ul className="space-y-2">
            {quickLinks.map(({ to, label }) => (
              <li key={label}>
                <Link to={to} className={linkClass}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="mb-3 font-semibold text-ink">{t('shell.footer.resources')}</h2>
          <ul className="space-y-2">
            {resourceLinks.map(({ to, label }) => (
              <li key={label}>
                <Link to={to} className={linkClass}>
                  {label}
                </Link>
              </li>
            ))}
            <li>
              <a href={`mailto:${contactEmail}`} className={linkClass}>
                {t('shell.footer.contact')}
              </a>
            </li>
          </ul>
        </div>
        <button
          type="button"
          aria-expanded={unfolded}
          aria-controls={`${foldId}-trademarks ${foldId}-disclaimers ${foldId}-cookies`}
          onClick={() => setUnfolded((open) => !open)}
          className={cn(linkClass, 'flex items-center gap-1 justify-self-start sm:hidden')}
        >
          {t('shell.footer.fold')}
          <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', unfolded && 'rotate-180')} />
        </button>
        <div id={`${foldId}-trademarks`} className={folded}>
          <h2 className="mb-3 font-semibold text-ink">{t('shell.footer.trademarksTitle')}</h2>
          <p className="text-muted">{t('shell.footer.trademarks')}</p>
        </div>
      </div>
      <div id={`${foldId}-disclaimers`} className={cn('border-t border-line', folded)}>
        <div className="mx-auto max-w-6xl space-y-3 px-4 py-8 text-muted sm:px-6">
          <h2 className="font-semibold text-ink">{t('shell.footer.disclaimersTitle')}</h2>
          <ul className="grid gap-3 md:grid-cols-2">
            <li>
              <strong className="text-ink">{t('shell.footer.independentTitle')}</strong> {t('shell.footer.independent')}
            </li>
            <li>
              <strong className="text-ink">{t('shell.footer.colourTitle')}</strong> {t('shell.footer.colour')}
            </li>
            <li>
              <strong className="text-ink">{t('shell.footer.productTitle')}</strong> {t('shell.footer.product')}
            </li>
            <li>
              <strong className="text-ink">{t('shell.footer.userTitle')}</strong> {t('shell.footer.userBefore')}{' '}
              <Link to="/terms-of-service" className="underline underline-offset-2 hover:text-ink">
                {t('shell.footer.terms')}
              </Link>
              {t('shell.footer.userAfter')}
            </li>
            <li className="md:col-span-2">
              <strong className="text-ink">{t('shell.footer.dataTitle')}</strong> {t('shell.footer.data')}
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-muted sm:px-6 md:flex-row md:items-start md:justify-between md:gap-8">
          {/* The prerendered landing page carries the build's year; a new year must not fail its hydration. */}
          <p suppressHydrationWarning>{t('shell.footer.copyright', { year })}</p>
          <p id={`${foldId}-cookies`} className={cn('max-w-2xl md:text-right', folded)}>
            <strong className="text-ink">{t('shell.footer.cookiesTitle')}</strong> {t('shell.footer.cookiesBefore')}{' '}
            <Link to="/privacy-policy" className="underline underline-offset-2 hover:text-ink">
              {t('shell.footer.privacy')}
            </Link>
            {t('shell.footer.cookiesAfter')}
          </p>
        </div>
      </div>
    </footer>
  );
}
