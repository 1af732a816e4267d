import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../components/cn';
import { Logo } from '../../components/logo';
import { contactEmail } from '../../config';

const quickLinks = [
  { to: '/inventory', label: 'Inventory' },
  { to: '/projects', label: 'Projects' },
  { to: '/help', label: 'Help & Guide' },
  { to: '/profile', label: 'Profile' },
];

const resourceLinks = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/privacy-policy', label: 'Cookie Policy' },
  { to: '/help#licences', label: 'Paint data licence' },
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
          <p className="text-muted">
            A free, independent tool for miniature painters: your paints, your wishlist and your painted miniatures, online or off.
          </p>
        </div>
        <div>
          <h2 className="mb-3 font-semibold text-ink">Quick Links</h2>
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
          <h2 className="mb-3 font-semibold text-ink">Resources</h2>
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
                Contact Us
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
          Trademarks, disclaimers and cookies
          <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', unfolded && 'rotate-180')} />
        </button>
        <div id={`${foldId}-trademarks`} className={folded}>
          <h2 className="mb-3 font-semibold text-ink">Trademarks</h2>
          <p className="text-muted">
            Citadel, Warhammer and Games Workshop are trademarks of Games Workshop Limited. The Army Painter, Vallejo, Reaper, Scale75, Two
            Thin Coats, AK Interactive, Tamiya, P3 and Privateer Press, Monument Hobbies, Green Stuff World, Foundry, Coat d&rsquo;Arms,
            Kimera, Turbo Dork and Warcolours, and every other paint, brand and game name shown, are trademarks of their respective owners
            and are used here only to identify their products.
          </p>
        </div>
      </div>
      <div id={`${foldId}-disclaimers`} className={cn('border-t border-line', folded)}>
        <div className="mx-auto max-w-6xl space-y-3 px-4 py-8 text-muted sm:px-6">
          <h2 className="font-semibold text-ink">Disclaimers</h2>
          <ul className="grid gap-3 md:grid-cols-2">
            <li>
              <strong className="text-ink">Independent fan tool.</strong> The Paint Forge is not affiliated with, endorsed by or sponsored
              by any paint maker, miniature maker or game publisher.
            </li>
            <li>
              <strong className="text-ink">Colour accuracy.</strong> Swatches show each paint&rsquo;s published hex code. They are
              approximations: screens differ, and metallics, washes, inks and contrast paints cannot be shown by one flat colour.
            </li>
            <li>
              <strong className="text-ink">Product information.</strong> Paint names, ranges and types come from a community-maintained data
              set and may be out of date. Check the maker&rsquo;s own information before you buy.
            </li>
            <li>
              <strong className="text-ink">User content.</strong> Photos, projects and notes belong to the painters who add them, who are
              responsible for them under our{' '}
              <Link to="/terms-of-service" className="underline underline-offset-2 hover:text-ink">
                Terms of Service
              </Link>
              .
            </li>
            <li className="md:col-span-2">
              <strong className="text-ink">Data accuracy.</strong> We keep the paint database and your data with care but cannot guarantee
              they are complete or error-free. Keep your own copy of anything you cannot afford to lose.
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-muted sm:px-6 md:flex-row md:items-start md:justify-between md:gap-8">
          {/* The prerendered landing page carries the build's year; a new year must not fail its hydration. */}
          <p suppressHydrationWarning>&copy; {year} The Paint Forge. All rights reserved.</p>
          <p id={`${foldId}-cookies`} className={cn('max-w-2xl md:text-right', folded)}>
            <strong className="text-ink">Cookies:</strong> The Paint Forge uses no advertising, analytics or tracking cookies. It keeps your
            sign-in and your offline data in your browser&rsquo;s local storage and IndexedDB, only to make the app work. See the{' '}
            <Link to="/privacy-policy" className="underline underline-offset-2 hover:text-ink">
              Privacy Policy
            </Link>
            .
          </p>
        </div>
      </div>
    </footer>
  );
}
