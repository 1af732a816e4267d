/**
 * The help page's English words (issue 38): the spec's texts word for word. Keys are "help.<which words>"; a guide
 * section's steps and tips are numbered in the order the page shows them (help-page.tsx).
 */
const help = {
  'help.title': 'Help & Guide',
  'help.description': 'Everything you need to know to track your paints, plan your wishlist and show off your painted miniatures.',
  'help.heading': 'Help Center & Guide',
  'help.quickActions': 'Quick Actions',
  'help.quick.catalog.label': 'Browse Paint Database',
  'help.quick.catalog.text': 'Search every paint by name, brand, range or colour.',
  'help.quick.showcase.label': 'Miniature Showcase',
  'help.quick.showcase.text': 'See and share your painted miniatures.',
  'help.quick.inventory.label': 'My Inventory',
  'help.quick.inventory.text': 'The paints you own and the ones on your wishlist.',
  'help.quick.create.label': 'Create Project',
  'help.quick.create.text': 'Document a miniature with its photo and paint recipe.',
  'help.keyFeatures': 'Key Features',
  'help.feature.database': 'A paint database of {paints} paints from {brands} brands, each with its hex colour',
  'help.feature.inventory': 'Inventory tracking of the paints you own, with quantities, kept apart from the database, plus a wishlist',
  'help.feature.search': 'Search and filter by name, brand, type or colour',
  'help.feature.colourMatch': 'Colour match: a colour from a photo or a hex, found among your paints and in every brand',
  'help.feature.recipes': 'Paint recipes: the paints used on each part of a miniature, with techniques and notes',
  'help.feature.sharing': 'Showcase sharing: a link, an image or text with the full paint breakdown',
  'help.feature.sync': 'Cross-device sync of your account, and offline use once the app has been opened',
  'help.guideTitle': 'Step-by-Step Guide',
  'help.steps': 'Steps',
  'help.tips': 'Tips',
  'help.guide.gettingStarted.title': 'Getting Started',
  'help.guide.gettingStarted.step1':
    'Create a free account on the Register page with your email address, a password of at least 8 characters, your first and last name, and the answer to a small sum (it keeps robots out).',
  'help.guide.gettingStarted.step2': 'Open the verification link we email you, then log in with your email and password.',
  'help.guide.gettingStarted.step3': 'Start in Inventory: add the paints on your desk, then add the ones you want to buy to your wishlist.',
  'help.guide.gettingStarted.step4': 'Use the account menu (the round button at the top right) for your profile, feedback and this guide.',
  'help.guide.gettingStarted.tip1':
    'You can browse the whole paint database without an account: open Inventory and choose "Browse paint database".',
  'help.guide.gettingStarted.tip2':
    'Install the app from your browser menu ("Install app" or "Add to Home Screen") to open it like any other app, even offline.',
  'help.guide.gettingStarted.tip3':
    'Switch between light and dark themes with the theme button in the header; "System" follows your device.',
  'help.guide.paintDatabase.title': 'Paint Database & Inventory',
  'help.guide.paintDatabase.step1':
    'Open Inventory and choose "Browse paint database" to see every paint with its colour swatch, brand, range, type and hex code.',
  'help.guide.paintDatabase.step2':
    'Type in the search box to filter as you type. Words can come from the name, brand or range, in any order, and accents and capitals do not matter: "cafe creme" finds "Café Crème". When nothing matches, a small typo is forgiven: "blod angles red" finds Blood Angels Red.',
  'help.guide.paintDatabase.step3': 'Open Filters to narrow the list by brand, then by range, which lists only the chosen brand’s ranges.',
  'help.guide.paintDatabase.step4':
    'Each paint in the database says "Owned ×2" when you own it and "On wishlist" when you only want it. Adding a paint you own again adds one to its quantity; "Mark as bought" moves a wishlist paint into your inventory.',
  'help.guide.paintDatabase.step5':
    'A paint is named with its range everywhere ("Macragge Blue · Base", "Macragge Blue · Air", "Macragge Blue · Spray"), so pots of one name are told apart. A typed or imported name means the brush-on pot, not the Air or Spray one. A paint sold in several ranges of a brand lists its other pots under "Also:", and says "You own the Base pot" when you own one of them.',
  'help.guide.paintDatabase.step6':
    'A paint the maker no longer makes shows "Discontinued" and what to buy instead: "Now sold as" the same paint in a current range of the same kind of pot, or else the "Closest current paint" of the same brand with its colour difference (ΔE). Search lists current paints before discontinued ones.',
  'help.guide.paintDatabase.step7':
    'Under each database paint and wishlist paint you see the paints you already own that are the same colour, very close or close (a wash is only compared with washes, a metallic with metallics).',
  'help.guide.paintDatabase.step8':
    'In your own Inventory, search, open Filters to choose a brand, type or sort (name, brand, type or quantity), switch between list and grid, and step a paint’s quantity up or down. The battery button marks a paint running low (the figures count those, and paints with no pot left); the heart button moves a paint back to your wishlist.',
  'help.guide.paintDatabase.step9':
    'Add a paint with the round + button. In Add Paint, type two letters of a name to pick it from the database.',
  'help.guide.paintDatabase.step10':
    'On the Wishlist tab, export a shopping list grouped by brand to take to the shop, and tap "Bought" when you have it.',
  'help.guide.paintDatabase.step11':
    'In the shop, tap "Scan" and point the rear camera at a pot’s barcode (or type its digits): you see at once whether you own it, have it on your wishlist, or own something close, and can add it with one tap. A code nobody has linked yet asks you to pick its paint from the database; your link works on your devices right away, and it helps every painter once two painters with verified emails, members for a week, have linked it to the same paint (or an admin has confirmed it).',
  'help.guide.paintDatabase.tip1': 'Search for a hex code such as #8E020F to find the paints nearest that colour, nearest first.',
  'help.guide.paintDatabase.tip2': 'The database is saved on your device after the first visit, so searching works with no signal.',
  'help.guide.paintDatabase.tip3':
    'Swatches are approximations taken from makers’ images; metallics, washes and contrast paints look different on the model. Washes, shades, contrast paints, inks and glazes are drawn in two halves, thin over white and pooled in a recess; both are approximations until a measured colour replaces them.',
  'help.guide.colourMatch.title': 'Colour Match',
  'help.guide.colourMatch.step1':
    'Open "Colour match" in the menu. Choose "Take a photo", "Choose a photo" or one of your miniatures’ photos, then tap or drag on it: a loupe shows what is under your finger, and the picked colour is the average of a small area (change it with the Area slider).',
  'help.guide.colourMatch.step2':
    'For true colours, tap "Tap a grey card" and then a white or grey card in the photo, or choose "Automatic": every pick is corrected, shown before and after.',
  'help.guide.colourMatch.step3': 'Or type a hex colour, use the colour picker, or search for one of your paints or a database paint.',
  'help.guide.colourMatch.step4':
    'Nearest paints lists your own paints first, then the nearest paint of every brand, each with its ΔE and a word (same colour, very close, close or far). Only paints of one kind answer: the colour’s own, or the one you choose with the chips (Flat, Metallic, Fluorescent, Wash, Contrast, Glaze), so a flat red is never answered with a metallic. "Add to wishlist" puts a brand’s paint on your wishlist.',
  'help.guide.colourMatch.step5':
    'When none of your paints is close, it proposes two of your paints to mix, with the ratio (such as 2 : 1) and the mixed colour beside the one you want.',
  'help.guide.colourMatch.step6':
    '"Palette" finds the main colours of the photo and the nearest paint of yours for each; "Start a recipe" adds them to a miniature’s recipe, or to a new miniature you name.',
  'help.guide.colourMatch.step7':
    'Every database paint ("Equivalents" on its card) and every paint of yours ("Equivalents in other brands" in Edit Paint) opens here with its nearest current paint in each other brand, yours first. The Equivalence table downloads a whole brand’s equivalents in another brand as a CSV file.',
  'help.guide.colourMatch.tip1': 'Photos stay on your device: colours are picked and matched there, and it works offline.',
  'help.guide.colourMatch.tip2': 'Paint colours are approximations, so treat a match as a place to start and check the pot in daylight.',
  'help.guide.miniatureShowcase.title': 'Miniature Showcase',
  'help.guide.miniatureShowcase.step1': 'Open Projects and choose "Add Painted Miniature". Give it a name and, if you like, a description.',
  'help.guide.miniatureShowcase.step2':
    'Add a photo: choose an image file (under 20MB), choose "Take Photo" and then "Capture" to use your camera, or paste an image link and choose "Use Link": the server fetches the image from any public website, so a link needs a connection. If a link cannot be fetched, download the image to your device and upload it as a file.',
  'help.guide.miniatureShowcase.step3':
    'Search the gallery with words from a miniature’s name or description, in any order; capitals and accents do not matter.',
  'help.guide.miniatureShowcase.step4': 'Open "View Details" on a card to see its photo, description and paint recipe, grouped by part.',
  'help.guide.miniatureShowcase.step5':
    'Choose "Add Paint": pick a part from the list or type your own, a technique and usage notes if you like, then search for a paint by typing 2 or more letters. Suggestions come from your own paints and the paint database; the Brand filter narrows them.',
  'help.guide.miniatureShowcase.step6':
    'For a paint that is in neither, choose "Custom paint" and give its name, brand, colour and type: it is added to the recipe and to your inventory as a custom paint.',
  'help.guide.miniatureShowcase.step7':
    'Put a part’s paints in the order you used them with the up and down arrows, or by dragging them with a mouse. The bin button removes a paint from the recipe.',
  'help.guide.miniatureShowcase.step8':
    'Each recipe paint says whether it is in your inventory or on your wishlist, and if you do not own it, the closest paint you do own. The button "Add 2 missing paints to wishlist" (with your count) puts the ones you lack on your wishlist in one go.',
  'help.guide.miniatureShowcase.step9':
    'Choose "Edit" to change the name, description, status (Active, Completed or Archived) or photo, and "Delete" to remove the miniature.',
  'help.guide.miniatureShowcase.step10':
    'A miniature is private until you share it. The "Share" menu on a card offers "Copy Link", "Download Image" (a recipe card with the photo and the paints by part), "Share Complete Showcase" (the link and the card together), "Share as Text" (the recipe written out) and, once shared, "Stop sharing".',
  'help.guide.miniatureShowcase.tip1':
    'All of this works offline, except loading a photo from a link. A link you make offline goes live when this device syncs; the share menu says whether it is live yet.',
  'help.guide.miniatureShowcase.tip2':
    'Anyone with a live link sees the photo, name, description and recipe, never your email. After "Stop sharing" the old link opens nothing; sharing again makes a new link.',
  'help.guide.miniatureShowcase.tip3':
    'Photos are resized for you, so large photos are fine. Good light and a plain background make the best ones.',
  'help.guide.miniatureShowcase.tip4': 'Recipes grouped by part make it easy to paint a matching miniature months later.',
  'help.guide.miniatureShowcase.tip5': 'Only share images of miniature painting: see the image content policy in the Terms of Service.',
  'help.guide.advancedFeatures.title': 'Advanced Features',
  'help.guide.advancedFeatures.step1':
    'Tap the select button in your inventory, then Select All or tap paints, and Export Selected to save them as a CSV file (Name, Brand, Type, Color, Quantity, Range, Catalog ID) for a spreadsheet.',
  'help.guide.advancedFeatures.step2':
    'The import button takes a CSV file in that same format, or a pasted list of paint names (small typos are fine, "2x Nuln Oil" adds two), and shows what will be added before anything is.',
  'help.guide.advancedFeatures.step3':
    'The same place saves everything (paints, miniatures and recipes, the pile’s stage names and goal, without photos) as one JSON backup file, and restores it.',
  'help.guide.advancedFeatures.step4': 'Change your name, email address, password and profile picture in Profile Settings.',
  'help.guide.advancedFeatures.step5':
    'Send a bug report, a feature request or general feedback from the Feedback page, and follow its status in your history.',
  'help.guide.advancedFeatures.step6': 'Press F8 to jump to a notification, and use Tab and Enter to reach every control without a mouse.',
  'help.guide.advancedFeatures.tip1': 'When you sign in on another device, your inventory and projects are there too.',
  'help.guide.advancedFeatures.tip2': 'Changes you make offline are kept on your device until you are back online.',
  'help.guide.advancedFeatures.tip3':
    'When a new version of the app is ready, a message offers to reload into it; nothing is lost if you choose "Later".',
  'help.licences': 'Paint data and licences',
  'help.next': 'Ready to get painting?',
  'help.goInventory': 'Go to Inventory',
  'help.goProjects': 'Go to Projects',
  'help.backHome': 'Back to Home',
} as const;

export default help;
