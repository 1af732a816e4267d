import { afterEach, beforeEach, describe, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Footer } from '../../app/shell/footer';
import { Header } from '../../app/shell/header';
import { MobileNav } from '../../app/shell/mobile-nav';
import { featuredBrands, heroPaints } from '../../data/catalog/catalog-facts';
import { checkedLanguages, expectNoEnglish, showLanguage } from '../../testing/no-english';
import { renderScreen } from '../../testing/render';
import { t } from '../../i18n/t';
import LandingPage from './landing-page';

// The brands the landing page names, as their makers name them; the trademark notice names every maker's marks.
const brands = [...featuredBrands.map((brand) => brand.name), 'The Paint Forge'];
const paints = heroPaints.flatMap((paint) => [paint.name, paint.color]);
const trademarks = [
  'The Army Painter',
  /Citadel|Warhammer|Games Workshop|Army Painter|Vallejo|Reaper|Scale75|Two Thin Coats|Tamiya|P3|Privateer|Monument/,
];

afterEach(() => showLanguage('en'));

// Issue 38: what a visitor's first page shows (the landing page, the header, the bottom bar and the footer), in the pseudo-locale (any hard-coded English) and in each language.
describe.each(checkedLanguages)('the landing page and the shell around it in %s', (language) => {
  beforeEach(() => showLanguage(language));

  it('the landing page has no English left', async () => {
    const { container } = renderScreen(<LandingPage />);
    await screen.findByRole('heading', { level: 1 });
    expectNoEnglish(container, { allow: [...brands, ...paints] });
  });

  it('the header, the bottom bar and the footer (unfolded) have no English left', async () => {
    const { container, user } = renderScreen(
      <>
        <Header />
        <MobileNav />
        <Footer />
      </>,
    );
    // On a phone the trademarks, disclaimers and cookies fold behind one button: open it, as a painter would.
    await user.click(screen.getByRole('button', { name: t('shell.footer.fold') }));
    expectNoEnglish(container, { allow: [...brands, ...trademarks, 'IndexedDB', 'Pile of Shame'] });
  });
});
