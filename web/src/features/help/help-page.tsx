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

const quickActions = [
  {
    to: '/inventory?view=catalog',
    label: 'Browse Paint Database',
    text: 'Search every paint by name, brand, range or colour.',
    Icon: Database,
  },
  { to: '/projects', label: 'Miniature Showcase', text: 'See and share your painted miniatures.', Icon: Images },
  { to: '/inventory', label: 'My Inventory', text: 'The paints you own and the ones on your wishlist.', Icon: Package },
  { to: '/projects', label: 'Create Project', text: 'Document a miniature with its photo and paint recipe.', Icon: Plus },
];

const keyFeatures = [
  {
    Icon: Database,
    text: `A paint database of ${formatCount(catalogPaintCount)} paints from ${catalogBrandCount} brands, each with its hex colour`,
  },
  { Icon: Package, text: 'Inventory tracking of the paints you own, with quantities, kept apart from the database, plus a wishlist' },
  { Icon: Filter, text: 'Search and filter by name, brand, type or colour' },
  { Icon: Pipette, text: 'Colour match: a colour from a photo or a hex, found among your paints and in every brand' },
  { Icon: Palette, text: 'Paint recipes: the paints used on each part of a miniature, with techniques and notes' },
  { Icon: Share2, text: 'Showcase sharing: a link, an image or text with the full paint breakdown' },
  { Icon: CloudCog, text: 'Cross-device sync of your account, and offline use once the app has been opened' },
];

interface GuideSection {
  id: string;
  title: string;
  steps: string[];
  tips: string[];
}

const guide: GuideSection[] = [
  {
    id: 'getting-started',
    title: 'Getting Started',
    steps: [
      'Create a free account on the Register page with your email address, a password of at least 8 characters, your first and last name, and the answer to a small sum (it keeps robots out).',
      'Open the verification link we email you, then log in with your email and password.',
      'Start in Inventory: add the paints on your desk, then add the ones you want to buy to your wishlist.',
      'Use the account menu (the round button at the top right) for your profile, feedback and this guide.',
    ],
    tips: [
      'You can browse the whole paint database without an account: open Inventory and choose "Browse paint database".',
      'Install the app from your browser menu ("Install app" or "Add to Home Screen") to open it like any other app, even offline.',
      'Switch between light and dark themes with the theme button in the header; "System" follows your device.',
    ],
  },
  {
    id: 'paint-database',
    title: 'Paint Database & Inventory',
    steps: [
      'Open Inventory and choose "Browse paint database" to see every paint with its colour swatch, brand, range, type and hex code.',
      'Type in the search box to filter as you type. Words can come from the name, brand or range, in any order, and accents and capitals do not matter: "cafe creme" finds "Café Crème". When nothing matches, a small typo is forgiven: "blod angles red" finds Blood Angels Red.',
      'Open Filters to narrow the list by brand, then by range, which lists only the chosen brand\u2019s ranges.',
      'Each paint in the database says "Owned ×2" when you own it and "On wishlist" when you only want it. Adding a paint you own again adds one to its quantity; "Mark as bought" moves a wishlist paint into your inventory.',
      'A paint is named with its range everywhere ("Macragge Blue · Base", "Macragge Blue · Air", "Macragge Blue · Spray"), so pots of one name are told apart. A typed or imported name means the brush-on pot, not the Air or Spray one. A paint sold in several ranges of a brand lists its other pots under "Also:", and says "You own the Base pot" when you own one of them.',
      'A paint the maker no longer makes shows "Discontinued" and what to buy instead: "Now sold as" the same paint in a current range of the same kind of pot, or else the "Closest current paint" of the same brand with its colour difference (ΔE). Search lists current paints before discontinued ones.',
      'Under each database paint and wishlist paint you see the paints you already own that are the same colour, very close or close (a wash is only compared with washes, a metallic with metallics).',
      'In your own Inventory, search, open Filters to choose a brand, type or sort (name, brand, type or quantity), switch between list and grid, and step a paint\u2019s quantity up or down. The battery button marks a paint running low (the figures count those, and paints with no pot left); the heart button moves a paint back to your wishlist.',
      'Add a paint with the round + button. In Add Paint, type two letters of a name to pick it from the database.',
      'On the Wishlist tab, export a shopping list grouped by brand to take to the shop, and tap "Bought" when you have it.',
      'In the shop, tap "Scan" and point the rear camera at a pot\u2019s barcode (or type its digits): you see at once whether you own it, have it on your wishlist, or own something close, and can add it with one tap. A code nobody has linked yet asks you to pick its paint from the database; your link works on your devices right away, and it helps every painter once two painters with verified emails, members for a week, have linked it to the same paint (or an admin has confirmed it).',
    ],
    tips: [
      'Search for a hex code such as #8E020F to find the paints nearest that colour, nearest first.',
      'The database is saved on your device after the first visit, so searching works with no signal.',
      'Swatches are approximations taken from makers\u2019 images; metallics, washes and contrast paints look different on the model. Washes, shades, contrast paints, inks and glazes are drawn in two halves, thin over white and pooled in a recess; both are approximations until a measured colour replaces them.',
    ],
  },
  {
    id: 'colour-match',
    title: 'Colour Match',
    steps: [
      'Open "Colour match" in the menu. Choose "Take a photo", "Choose a photo" or one of your miniatures\u2019 photos, then tap or drag on it: a loupe shows what is under your finger, and the picked colour is the average of a small area (change it with the Area slider).',
      'For true colours, tap "Tap a grey card" and then a white or grey card in the photo, or choose "Automatic": every pick is corrected, shown before and after.',
      'Or type a hex colour, use the colour picker, or search for one of your paints or a database paint.',
      'Nearest paints lists your own paints first, then the nearest paint of every brand, each with its ΔE and a word (same colour, very close, close or far). For a picked or typed colour, washes and contrast paints are left out unless you tick "Include washes and contrasts". "Add to wishlist" puts a brand\u2019s paint on your wishlist.',
      'When none of your paints is close, it proposes two of your paints to mix, with the ratio (such as 2 : 1) and the mixed colour beside the one you want.',
      '"Palette" finds the main colours of the photo and the nearest paint of yours for each; "Start a recipe" adds them to a miniature\u2019s recipe, or to a new miniature you name.',
      'Every database paint ("Equivalents" on its card) and every paint of yours ("Equivalents in other brands" in Edit Paint) opens here with its nearest current paint in each other brand, yours first. The Equivalence table downloads a whole brand\u2019s equivalents in another brand as a CSV file.',
    ],
    tips: [
      'Photos stay on your device: colours are picked and matched there, and it works offline.',
      'Paint colours are approximations, so treat a match as a place to start and check the pot in daylight.',
    ],
  },
  {
    id: 'miniature-showcase',
    title: 'Miniature Showcase',
    steps: [
      'Open Projects and choose "Add Painted Miniature". Give it a name and, if you like, a description.',
      'Add a photo: choose an image file (under 20MB), choose "Take Photo" and then "Capture" to use your camera, or paste an image link and choose "Use Link": the server fetches the image from any public website, so a link needs a connection. If a link cannot be fetched, download the image to your device and upload it as a file.',
      'Search the gallery with words from a miniature\u2019s name or description, in any order; capitals and accents do not matter.',
      'Open "View Details" on a card to see its photo, description and paint recipe, grouped by part.',
      'Choose "Add Paint": pick a part from the list or type your own, a technique and usage notes if you like, then search for a paint by typing 2 or more letters. Suggestions come from your own paints and the paint database; the Brand filter narrows them.',
      'For a paint that is in neither, choose "Custom paint" and give its name, brand, colour and type: it is added to the recipe and to your inventory as a custom paint.',
      'Put a part’s paints in the order you used them with the up and down arrows, or by dragging them with a mouse. The bin button removes a paint from the recipe.',
      'Each recipe paint says whether it is in your inventory or on your wishlist, and if you do not own it, the closest paint you do own. The button "Add 2 missing paints to wishlist" (with your count) puts the ones you lack on your wishlist in one go.',
      'Choose "Edit" to change the name, description, status (Active, Completed or Archived) or photo, and "Delete" to remove the miniature.',
      'A miniature is private until you share it. The "Share" menu on a card offers "Copy Link", "Download Image" (a recipe card with the photo and the paints by part), "Share Complete Showcase" (the link and the card together), "Share as Text" (the recipe written out) and, once shared, "Stop sharing".',
    ],
    tips: [
      'All of this works offline, except loading a photo from a link. A link you make offline goes live when this device syncs; the share menu says whether it is live yet.',
      'Anyone with a live link sees the photo, name, description and recipe, never your email. After "Stop sharing" the old link opens nothing; sharing again makes a new link.',
      'Photos are resized for you, so large photos are fine. Good light and a plain background make the best ones.',
      'Recipes grouped by part make it easy to paint a matching miniature months later.',
      'Only share images of miniature painting: see the image content policy in the Terms of Service.',
    ],
  },
  {
    id: 'advanced-features',
    title: 'Advanced Features',
    steps: [
      'Tap the select button in your inventory, then Select All or tap paints, and Export Selected to save them as a CSV file (Name, Brand, Type, Color, Quantity, Range, Catalog ID) for a spreadsheet.',
      'The import button takes a CSV file in that same format, or a pasted list of paint names (small typos are fine, "2x Nuln Oil" adds two), and shows what will be added before anything is.',
      'The same place saves everything (paints, miniatures and recipes, the pile’s stage names and goal, without photos) as one JSON backup file, and restores it.',
      'Change your name, email address, password and profile picture in Profile Settings.',
      'Send a bug report, a feature request or general feedback from the Feedback page, and follow its status in your history.',
      'Press F8 to jump to a notification, and use Tab and Enter to reach every control without a mouse.',
    ],
    tips: [
      'When you sign in on another device, your inventory and projects are there too.',
      'Changes you make offline are kept on your device until you are back online.',
      'When a new version of the app is ready, a message offers to reload into it; nothing is lost if you choose "Later".',
    ],
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
      <PageTitle
        title="Help & Guide"
        description="Everything you need to know to track your paints, plan your wishlist and show off your painted miniatures."
      >
        Help Center &amp; Guide
      </PageTitle>

      <section aria-labelledby="quick-actions">
        <h2 id="quick-actions" className="mb-4 text-xl font-semibold">
          Quick Actions
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {quickActions.map(({ to, label, text, Icon }) => (
            <li key={label}>
              <Link
                to={to}
                className="flex h-full flex-col rounded-lg border border-line bg-surface p-5 shadow-sm transition-colors hover:border-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
              >
                <Icon aria-hidden="true" className="size-6 text-brand-ink" />
                <span className="mt-3 font-semibold">{label}</span>
                <span className="mt-1 text-sm text-muted">{text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="key-features">
        <h2 id="key-features" className="mb-4 text-xl font-semibold">
          Key Features
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {keyFeatures.map(({ Icon, text }) => (
            <li key={text} className="flex gap-3">
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-ink" />
              <span>{text}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="guide">
        <h2 id="guide" className="mb-4 text-xl font-semibold">
          Step-by-Step Guide
        </h2>
        <Accordion.Root type="multiple" defaultValue={['getting-started']} className="space-y-3">
          {guide.map((section) => (
            <Accordion.Item key={section.id} value={section.id} className="rounded-lg border border-line bg-surface">
              <Accordion.Header asChild>
                <h3>
                  <Accordion.Trigger className="group flex w-full items-center justify-between gap-3 rounded-lg px-5 py-4 text-left text-lg font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus">
                    <span className="flex items-center gap-2">
                      <BookOpen aria-hidden="true" className="size-5 text-brand-ink" />
                      {section.title}
                    </span>
                    <ChevronDown
                      aria-hidden="true"
                      className="size-5 shrink-0 text-muted transition-transform group-data-[state=open]:rotate-180"
                    />
                  </Accordion.Trigger>
                </h3>
              </Accordion.Header>
              <Accordion.Content className="px-5 pb-5">
                <h4 className="font-semibold">Steps</h4>
                <ol className="mt-2 list-decimal space-y-2 pl-6">
                  {section.steps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
                <div className="mt-5 rounded-md bg-brand-soft p-4">
                  <h4 className="flex items-center gap-2 font-semibold">
                    <Lightbulb aria-hidden="true" className="size-4 text-brand-ink" /> Tips
                  </h4>
                  <ul className="mt-2 list-disc space-y-1.5 pl-6">
                    {section.tips.map((tip) => (
                      <li key={tip}>{tip}</li>
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
          Paint data and licences
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
          Ready to get painting?
        </h2>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild>
            <Link to="/inventory">
              <Package aria-hidden="true" className="size-4" /> Go to Inventory
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/projects">
              <Images aria-hidden="true" className="size-4" /> Go to Projects
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/">
              <Home aria-hidden="true" className="size-4" /> Back to Home
            </Link>
          </Button>
        </div>
      </section>
    </div>
  );
}
