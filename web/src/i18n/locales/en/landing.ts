/** The landing area's English words (issue 38): the spec's texts word for word. Keys are "landing.<which words>". */
const landing = {
  'landing.metaDescription':
    'The Paint Forge: a free, offline-ready tool for miniature painters. Search {paints} paints from {brands} brands, track your paint inventory and wishlist, and share painted miniatures with their paint recipes.',
  'landing.hero': 'Manage your paint collection and miniature painting projects',
  'landing.heroPaints': 'A few paints from the database',
  'landing.start': 'Start Tracking for FREE',
  'landing.haveAccount': 'Already Have an Account?',
  'landing.featuresTitle': 'Everything You Need to Master Your Paint Collection',
  'landing.databaseTitle': 'Comprehensive Paint Database',
  'landing.databaseText':
    '{paints} paints from {brands} brands, including {brandList}, each with its hex colour code so you can compare shades side by side.',
  'landing.inventoryTitle': 'Personal Inventory Tracking',
  'landing.inventoryText':
    'Keep the paints you own apart from the full database, with quantities and a wishlist, so you never buy the same pot twice.',
  'landing.showcaseTitle': 'Miniature Showcase',
  'landing.showcaseText': 'Document painted miniatures with photos, paint recipes grouped by part, techniques and notes, then share them.',
  'landing.benefitsTitle': 'Why Painters Love The Paint Forge',
  'landing.benefitSearch': 'Instant search and filter across all {brands} brands, by name, brand, range or hex colour',
  'landing.benefitShare': 'Share completed projects with full paint breakdowns and images',
  'landing.benefitGlance': 'See at a glance what you own and what is on your wishlist before you buy',
  'landing.benefitOffline': 'Works offline: the paint database stays on your device, searchable in the shop with no signal',
  'landing.benefitInstall': 'Install it on your phone, tablet or computer like an app, no app store needed',
  'landing.benefitFree': 'Free to use, with no ads and no tracking',
  'landing.ctaTitle': 'Ready to Organize Your Paint Collection?',
  'landing.ctaText': 'Sign-up is free with an email address and a password. Browse the paint database right away, no account needed.',
  'landing.createAccount': 'Create Your Free Account',
  'landing.guide': 'View Complete Guide & Tutorial',
  'landing.notFound.title': 'Page Not Found',
  'landing.notFound.heading': '404 Page Not Found',
  'landing.notFound.text': 'Did you forget to add the page to the router?',
  'landing.notFound.home': 'Go to Home',
} as const;

export default landing;
