import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Accordion } from 'radix-ui';
import {
  BookOpen,
  ChevronDown,
  CloudCog,
  Database,
  Filter,
  Home,
  Images,
  Lightbulb,
  Package,
  Palette,
  Pipette,
  Plus,
  Share2,
} from 'lucide-react';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { PageTitle } from '../../components/page-title';
import { formatCount } from '../../components/format-count';
import { catalogBrandCount, catalogPaintCount } from '../../data/catalog/catalog-facts';
import { paintDataAttribution, paintDataLicence } from './paint-data-licence';
import type { MessageKey } from '../../i18n/catalog';
import { t } from '../../i18n/t';

const quickActions = [
  { to: '/inventory?view=catalog', label: 'help.quick.catalog.label', text: 'help.quick.catalog.text', Icon: Database },
  { to: '/projects', label: 'help.quick.showcase.label', text: 'help.quick.showcase.text', Icon: Images },
  { to: '/inventory', label: 'help.quick.inventory.label', text: 'help.quick.inventory.text', Icon: Package },
  { to: '/projects', label: 'help.quick.create.label', text: 'help.quick.create.text', Icon: Plus },
] as const satisfies readonly { to: string; label: MessageKey; text: MessageKey; Icon: unknown }[];

const keyFeatures = [
  { Icon: Database, text: 'help.feature.database' },
  { Icon: Package, text: 'help.feature.inventory' },
  { Icon: Filter, text: 'help.feature.search' },
  { Icon: Pipette, text: 'help.feature.colourMatch' },
  { Icon: Palette, text: 'help.feature.recipes' },
  { Icon: Share2, text: 'help.feature.sharing' },
  { Icon: CloudCog, text: 'help.feature.sync' },
] as const satisfies readonly { Icon: unknown; text: MessageKey }[];

/** A section of the guide: its words are the catalog's (locales/<language>/help.ts), in the order shown. */
interface GuideSection {
  id: string;
  title: MessageKey;
  steps: readonly MessageKey[];
  tips: readonly MessageKey[];
}

const guide: readonly GuideSection[] = [
  {
    id: 'getting-started',
    title: 'help.guide.gettingStarted.title',
    steps: [
      'help.guide.gettingStarted.step1',
      'help.guide.gettingStarted.step2',
      'help.guide.gettingStarted.step3',
      'help.guide.gettingStarted.step4',
    ],
    tips: ['help.guide.gettingStarted.tip1', 'help.guide.gettingStarted.tip2', 'help.guide.gettingStarted.tip3'],
  },
  {
    id: 'paint-database',
    title: 'help.guide.paintDatabase.title',
    steps: [
      'help.guide.paintDatabase.step1',
      'help.guide.paintDatabase.step2',
      'help.guide.paintDatabase.step3',
      'help.guide.paintDatabase.step4',
      'help.guide.paintDatabase.step5',
      'help.guide.paintDatabase.step6',
      'help.guide.paintDatabase.step7',
      'help.guide.paintDatabase.step8',
      'help.guide.paintDatabase.step9',
      'help.guide.paintDatabase.step10',
      'help.guide.paintDatabase.step11',
    ],
    tips: ['help.guide.paintDatabase.tip1', 'help.guide.paintDatabase.tip2', 'help.guide.paintDatabase.tip3'],
  },
  {
    id: 'colour-match',
    title: 'help.guide.colourMatch.title',
    steps: [
      'help.guide.colourMatch.step1',
      'help.guide.colourMatch.step2',
      'help.guide.colourMatch.step3',
      'help.guide.colourMatch.step4',
      'help.guide.colourMatch.step5',
      'help.guide.colourMatch.step6',
      'help.guide.colourMatch.step7',
    ],
    tips: ['help.guide.colourMatch.tip1', 'help.guide.colourMatch.tip2'],
  },
  {
    id: 'miniature-showcase',
    title: 'help.guide.miniatureShowcase.title',
    steps: [
      'help.guide.miniatureShowcase.step1',
      'help.guide.miniatureShowcase.step2',
      'help.guide.miniatureShowcase.step3',
      'help.guide.miniatureShowcase.step4',
      'help.guide.miniatureShowcase.step5',
      'help.guide.miniatureShowcase.step6',
      'help.guide.miniatureShowcase.step7',
      'help.guide.miniatureShowcase.step8',
      'help.guide.miniatureShowcase.step9',
      'help.guide.miniatureShowcase.step10',
    ],
    tips: [
      'help.guide.miniatureShowcase.tip1',
      'help.guide.miniatureShowcase.tip2',
      'help.guide.miniatureShowcase.tip3',
      'help.guide.miniatureShowcase.tip4',
      'help.guide.miniatureShowcase.tip5',
    ],
  },
  {
    id: 'advanced-features',
    title: 'help.guide.advancedFeatures.title',
    steps: [
      'help.guide.advancedFeatures.step1',
      'help.guide.advancedFeatures.step2',
      'help.guide.advancedFeatures.step3',
      'help.guide.advancedFeatures.step4',
      'help.guide.advancedFeatures.step5',
      'help.guide.advancedFeatures.step6',
    ],
    tips: ['help.guide.advancedFeatures.tip1', 'help.guide.advancedFeatures.tip2', 'help.guide.advancedFeatures.tip3'],
  },
];

/** The help center (spec §2), with the paint data's attribution and licence at #licences. */
export default function HelpPage() {
  const { hash } = useLocation();

  // A link to /help#licences from another page arrives after this page's chunk loads: scroll there once shown.
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <div className="space-y-12">
      <PageTitle title={t('help.title')} description={t('help.description')}>
        {t('help.heading')}
      </PageTitle>

      <section aria-labelledby="quick-actions">
        <h2 id="quick-actions" className="mb-4 text-xl font-semibold">
          {t('help.quickActions')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {quickActions.map(({ to, label, text, Icon }) => (
            <li key={label}>
              <Link
                to={to}
                className="flex h-full flex-col rounded-lg border border-line bg-surface p-5 shadow-sm transition-colors hover:border-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
              >
                <Icon aria-hidden="true" className="size-6 text-brand-ink" />
                <span className="mt-3 font-semibold">{t(label)}</span>
                <span className="mt-1 text-sm text-muted">{t(text)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="key-features">
        <h2 id="key-features" className="mb-4 text-xl font-semibold">
          {t('help.keyFeatures')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {keyFeatures.map(({ Icon, text }) => (
            <li key={text} className="flex gap-3">
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-ink" />
              <span>{t(text, { paints: formatCount(catalogPaintCount), brands: catalogBrandCount })}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="guide">
        <h2 id="guide" className="mb-4 text-xl font-semibold">
          {t('help.guideTitle')}
        </h2>
        <Accordion.Root type="multiple" defaultValue={['getting-started']} className="space-y-3">
          {guide.map((section) => (
            <Accordion.Item key={section.id} value={section.id} className="rounded-lg border border-line bg-surface">
              <Accordion.Header asChild>
                <h3>
                  <Accordion.Trigger className="group flex w-full items-center justify-between gap-3 rounded-lg px-5 py-4 text-left text-lg font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus">
                    <span className="flex items-center gap-2">
                      <BookOpen aria-hidden="true" className="size-5 text-brand-ink" />
                      {t(section.title)}
                    </span>
                    <ChevronDown
                      aria-hidden="true"
                      className="size-5 shrink-0 text-muted transition-transform group-data-[state=open]:rotate-180"
                    />
                  </Accordion.Trigger>
                </h3>
              </Accordion.Header>
              <Accordion.Content className="px-5 pb-5">
                <h4 className="font-semibold">{t('help.steps')}</h4>
                <ol className="mt-2 list-decimal space-y-2 pl-6">
                  {section.steps.map((step) => (
                    <li key={step}>{t(step)}</li>
                  ))}
                </ol>
                <div className="mt-5 rounded-md bg-brand-soft p-4">
                  <h4 className="flex items-center gap-2 font-semibold">
                    <Lightbulb aria-hidden="true" className="size-4 text-brand-ink" /> {t('help.tips')}
                  </h4>
                  <ul className="mt-2 list-disc space-y-1.5 pl-6">
                    {section.tips.map((tip) => (
                      <li key={tip}>{t(tip)}</li>
                    ))}
                  </ul>
                </div>
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </section>

      <section id="licences" aria-labelledby="licences-title" className="scroll-mt-24">
        <h2 id="licences-title" className="mb-4 text-xl font-semibold">
          {t('help.licences')}
        </h2>
        <Card className="space-y-4">
          <p className="[overflow-wrap:anywhere]">{paintDataAttribution}</p>
          <pre className="overflow-x-auto rounded-md bg-surface-2 p-4 font-mono text-xs leading-relaxed whitespace-pre-wrap text-ink">
            {paintDataLicence}
          </pre>
        </Card>
      </section>

      <section aria-labelledby="help-next" className="rounded-2xl border border-line bg-surface p-6 text-center sm:p-10">
        <h2 id="help-next" className="text-xl font-semibold">
          {t('help.next')}
        </h2>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild>
            <Link to="/inventory">
              <Package aria-hidden="true" className="size-4" /> {t('help.goInventory')}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/projects">
              <Images aria-hidden="true" className="size-4" /> {t('help.goProjects')}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/">
              <Home aria-hidden="true" className="size-4" /> {t('help.backHome')}
            </Link>
          </Button>
        </div>
      </section>
    </div>
  );
}
