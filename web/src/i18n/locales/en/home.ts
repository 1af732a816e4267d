/** The home area's English words (issue 38): the spec's texts word for word. Keys are "home.<which words>". */
const home = {
  'home.title': 'Home',
  'home.hello': 'Hello, {name}',
  'home.yourTable': 'Your hobby table',
  'home.shortcuts': 'Shortcuts',
  'home.scan': 'Scan',
  'home.addPaint': 'Add a paint',
  'home.import': 'Import',
  'home.paints': 'Your paints',
  'home.loadingPaints': 'Loading your paints…',
  'home.owned': 'owned · {pots, plural, one {# pot} other {# pots}}',
  'home.onWishlist': 'on your wishlist',
  'home.pile': 'Pile of shame',
  'home.loadingPile': 'Loading your pile…',
  'home.stillToPaint': '{count, plural, one {model} other {models}} still to paint',
  'home.openPile': 'Open the pile of shame',
  'home.latest': 'Latest miniatures',
  'home.loadingMiniatures': 'Loading your miniatures…',
  'home.noMiniatures': 'No painted miniatures yet.',
  'home.addOne': 'Add one to your gallery',
  'home.noGoal':
    '{painted, plural, one {# model} other {# models}} painted this month. Set a monthly goal on the pile to see how you are doing.',
  'home.goal': '{painted} of {goal, plural, one {# model} other {# models}} painted this month',
  'home.goalLabel': "This month's goal",
} as const;

export default home;
