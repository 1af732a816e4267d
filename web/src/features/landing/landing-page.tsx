import { Link } from 'react-router-dom';
import { Check, Database, Images, Package } from 'lucide-react';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Logo } from '../../components/logo';
import { Swatch } from '../../components/swatch';
import { useDocumentTitle } from '../../components/page-title';
import { formatCount } from '../../components/format-count';
import { catalogBrandCount, catalogPaintCount, featuredBrands } from '../../data/catalog/catalog-facts';

// Real catalog paints (brand, name, hex as in the data file), shown as a strip of their true colours.
const heroPaints = [
  { name: 'Mephiston Red', brand: 'Citadel', color: '#8E020F' },
  { name: 'Averland Sunset', brand: 'Citadel', color: '#F3B733' },
  { name: 'Warpstone Glow', brand: 'Citadel', color: '#28702E' },
  { name: 'Macragge Blue', brand: 'Citadel', color: '#1F3D7B' },
  { name: 'Heavy Violet', brand: 'Vallejo', color: '#484069' },
  { name: "Dragon's Gold", brand: 'Two Thin Coats', color: '#93773E' },
  { name: 'Birch', brand: 'Scale75', color: '#EFD2B0' },
  { name: 'Pure Black', brand: 'Reaper', color: '#000000' },
];

const brandList = `${featuredBrands
  .slice(0, -1)
  .map((brand) => brand.name)
  .join(', ')} and ${featuredBrands.at(-1)?.name ?? ''}`;

const features = [
  {
    Icon: Database,
    title: 'Comprehensive Paint Database',
    text: `${formatCount(catalogPaintCount)} paints from ${catalogBrandCount} brands, including ${brandList}, each with its hex colour code so you can compare shades side by side.`,
  },
  {
    Icon: Package,
    title: 'Personal Inventory Tracking',
    text: 'Keep the paints you own apart from the full database, with quantities and a wishlist, so you never buy the same pot twice.',
  },
  {
    Icon: Images,
    title: 'Miniature Showcase',
    text: 'Document painted miniatures with photos, paint recipes grouped by part, techniques and notes, then share them.',
  },
];

const benefits = [
  `Instant search and filter across all ${catalogBrandCount} brands, by name, brand, range or hex colour`,
  'Share completed projects with full paint breakdowns and images',
  'See at a glance what you own and what is on your wishlist before you buy',
  'Works offline: the paint database stays on your device, searchable in the shop with no signal',
  'Install it on your phone, tablet or computer like an app, no app store needed',
  'Free to use, with no ads and no tracking',
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
        <p className="mt-4 max-w-2xl text-lg text-muted sm:text-xl">Manage your paint collection and miniature painting projects</p>
        <ul aria-label="A few paints from the database" className="mt-8 flex flex-wrap justify-center gap-2">
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
            <Link to="/register">Start Tracking for FREE</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/login">Already Have an Account?</Link>
          </Button>
        </div>
      </section>

      <section aria-labelledby="features-title">
        <h2 id="features-title" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
          Everything You Need to Master Your Paint Collection
        </h2>
        <div className="mt-8 grid gap-5 md:grid-cols-3">
          {features.map(({ Icon, title, text }) => (
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
          Why Painters Love The Paint Forge
        </h2>
        <ul className="mx-auto mt-8 grid max-w-4xl gap-4 sm:grid-cols-2">
          {benefits.map((benefit) => (
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
          Ready to Organize Your Paint Collection?
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-muted">
          Sign-up is free with an email address and a password. Browse the paint database right away, no account needed.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to="/register">Create Your Free Account</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/help">View Complete Guide &amp; Tutorial</Link>
          </Button>
        </div>
      </section>
    </div>
  );
}
