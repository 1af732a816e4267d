import { Link } from 'react-router-dom';
import { Check, Database, Images, Package } from 'lucide-react';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Logo } from '../../components/logo';
import { Swatch } from '../../components/swatch';
import { useDocumentTitle } from '../../components/page-title';
import { formatCount } from '../../components/format-count';
import { catalogBrandCount, catalogPaintCount, featuredBrands, heroPaints } from '../../data/catalog/catalog-facts';
import { activeLocale, t } from '../../i18n/t';

/** "A, B and C" in the painter's language (English as the spec writes it: no comma before "and"). */
function brandList(): string {
  const locale = activeLocale();
  return new Intl.ListFormat(locale === 'en' ? 'en-GB' : locale, { type: 'conjunction' }).format(featuredBrands.map((brand) => brand.name));
}

// Read when the page renders, so the words are the painter's language's.
const features = () => [
  {
    Icon: Database,
    title: t('landing.databaseTitle'),
    text: t('landing.databaseText', { paints: formatCount(catalogPaintCount), brands: catalogBrandCount, brandList: brandList() }),
  },
  { Icon: Package, title: t('landing.inventoryTitle'), text: t('landing.inventoryText') },
  { Icon: Images, title: t('landing.showcaseTitle'), text: t('landing.showcaseText') },
];

const benefits = () => [
  t('landing.benefitSearch', { brands: catalogBrandCount }),
  t('landing.benefitShare'),
  t('landing.benefitGlance'),
  t('landing.benefitOffline'),
  t('landing.benefitInstall'),
  t('landing.benefitFree'),
];

/** Home for visitors (spec §2): hero, features, benefits and a closing call to action. A painter's home is home-page.tsx. */
export default function LandingPage() {
  useDocumentTitle(null);

  return (
    <div className="space-y-20 pb-4">
      <section aria-labelledby="hero-title" className="flex flex-col items-center pt-4 text-center sm:pt-10">
        <Logo className="size-20 sm:size-24" />
        <h1 id="hero-title" className="mt-6 text-4xl font-extrabold tracking-tight sm:text-5xl">
          The Paint Forge
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-muted sm:text-xl">{t('landing.hero')}</p>
        <ul aria-label={t('landing.heroPaints')} className="mt-8 flex flex-wrap justify-center gap-2">
          {heroPaints.map((paint) => (
            <li key={paint.name} title={`${paint.name} (${paint.brand}) ${paint.color}`}>
              <Swatch color={paint.color} shape="round" className="size-8 sm:size-10" />
              <span className="sr-only">
                {paint.name}, {paint.brand}
              </span>
            </li>
          ))}
        </ul>
        <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg">
            <Link to="/register">{t('landing.start')}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/login">{t('landing.haveAccount')}</Link>
          </Button>
        </div>
      </section>

      <section aria-labelledby="features-title">
        <h2 id="features-title" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
          {t('landing.featuresTitle')}
        </h2>
        <div className="mt-8 grid gap-5 md:grid-cols-3">
          {features().map(({ Icon, title, text }) => (
            <Card key={title} padding="lg">
              <span aria-hidden="true" className="inline-flex size-11 items-center justify-center rounded-lg bg-brand-soft text-brand-ink">
                <Icon className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-muted">{text}</p>
            </Card>
          ))}
        </div>
      </section>

      <section aria-labelledby="benefits-title" className="rounded-2xl border border-line bg-surface px-5 py-10 sm:px-10">
        <h2 id="benefits-title" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
          {t('landing.benefitsTitle')}
        </h2>
        <ul className="mx-auto mt-8 grid max-w-4xl gap-4 sm:grid-cols-2">
          {benefits().map((benefit) => (
            <li key={benefit} className="flex gap-3">
              <span
                aria-hidden="true"
                className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand text-brand-fg"
              >
                <Check className="size-4" strokeWidth={3} />
              </span>
              <span>{benefit}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="cta-title" className="text-center">
        <h2 id="cta-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('landing.ctaTitle')}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-muted">{t('landing.ctaText')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to="/register">{t('landing.createAccount')}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/help">{t('landing.guide')}</Link>
          </Button>
        </div>
      </section>
    </div>
  );
}
