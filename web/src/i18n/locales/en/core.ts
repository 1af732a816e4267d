/**
 * The English catalog: the spec's words, word for word (product-spec.md), as ICU messages. It is the source of the
 * keys: every other language's catalog must have each of them (`satisfies Catalog`), with the same ICU arguments
 * (catalogs.test.ts). Keys are "<what it is about>.<which words>".
 */
const core = {
  'accountRequired.inventory': 'Please create an account to track your paint inventory.',
  'accountRequired.wishlist': 'Please create an account to keep a wishlist.',

  'admin.accessDeniedTitle': 'Access Denied',
  'admin.accessDenied': "You don't have permission to access the admin dashboard.",
  'admin.toggleSuccess': 'User admin status updated successfully',
  'admin.toggleFailed': 'Failed to update user admin status',
  'admin.deleteSuccess': 'User deleted successfully',
  'admin.deleteFailed': 'Failed to delete user',
  'admin.userNotFound': 'User not found',
  'admin.ownAdminRight': 'You cannot remove your own admin rights. Ask another admin to do it.',
  'admin.ownAccount': 'You cannot delete your own account from the dashboard. Ask another admin, or delete it from your profile.',
  'admin.lastAdmin': 'This is the last admin. Make another user an admin first.',
  'admin.neverBackedUp': 'Never',

  'barcode.invalidCode': 'This is not a valid EAN-13, EAN-8 or UPC-A barcode. Check the digits and try again.',
  'barcode.unknownCode': 'This barcode is not linked to a paint yet.',

  'closeness.same': 'Same colour',
  'closeness.veryClose': 'Very close',
  'closeness.close': 'Close',
  'closeness.far': 'Far',
  'closeness.explanation':
    'ΔE (CIEDE2000) is how far apart two colours look: up to 1 the same, up to 3 very close, up to 6 close, beyond that a different colour.',

  'feedbackType.general': 'General Feedback',
  'feedbackType.feature': 'Feature Request',
  'feedbackType.bug': 'Bug Report',
  'feedbackStatus.open': 'Open',
  'feedbackStatus.inProgress': 'In progress',
  'feedbackStatus.resolved': 'Resolved',
  'feedbackStatus.closed': 'Closed',
  'feedback.submittedTitle': 'Feedback submitted',
  'feedback.submittedText': "Thank you for your feedback! We'll review it and get back to you soon.",
  'feedback.submitFailedTitle': 'Failed to submit feedback',
  'feedback.noHistory': 'No previous feedback submitted',
  'feedback.queuedTitle': 'Saved on this device',
  'feedback.queuedDescription': 'No connection: your feedback will be sent when you are back online.',

  'authForm.invalidEmail': 'Please enter a valid email address',
  'authForm.passwordMin': 'Password must be at least 8 characters',
  'authForm.captchaRequired': 'Please solve the captcha',
  'authForm.captchaWrong': 'The captcha answer is not correct. Please try again.',
  'authForm.weakPassword': 'Password is too weak. Please choose a stronger password.',
  'authForm.emailExists': 'An account with this email already exists. Please try logging in instead.',
  'projectForm.miniatureNameRequired': 'Miniature name is required',
  'projectForm.missingName': 'Missing Information: Please include a name for your miniature.',
  'recipeForm.partNameRequired': 'Part name is required',
  'recipeForm.paintRequired': 'Please select a paint or choose custom',
  'recipeForm.customPaintRequired': 'Custom paint name, brand, and color are required',
  'image.invalidType': 'Invalid file type',
  'image.tooLarge': 'File too large',

  'kind.flat': 'Flat',
  'kind.metallic': 'Metallic',
  'kind.fluorescent': 'Fluorescent',
  'kind.wash': 'Wash',
  'kind.contrast': 'Contrast',
  'kind.glaze': 'Glaze',

  'language.label': 'Language',
  'language.description': 'The language the app speaks to you.',

  'offline.saved': 'Paint database saved for offline use',

  'paintAdded.toWishlist': 'Added to wishlist',
  'paintAdded.toInventory': 'Added to inventory',
  'paintAdded.which': '{name} ({brand})',
  'paintAdded.oneMore': 'One more {name} (×{count})',
  'paintAdded.nowHave': '{brand}: you now have {count, plural, one {# pot} other {# pots}}.',
  'paintAdded.bought': 'Marked as bought',
  'paintAdded.boughtDescription': '{name} ({brand}) moved from your wishlist to your inventory.',
  'paintAdded.alreadyOwned': 'Already in your inventory',
  'paintAdded.alreadyWished': 'Already on your wishlist',

  'roster.tooLarge': 'This file is too large to be a roster (at most 5 MB, or 5,000 lines of text). Nothing was saved.',
  'roster.unzippedTooLarge': 'This .rosz unpacks to more than any roster holds (20 MB). Nothing was saved.',
  'roster.tooDeep': 'This file is nested far deeper than any roster. Nothing was saved.',
  'roster.tooManyUnits': 'This list has more than 500 units. Split it into several armies. Nothing was saved.',
  'roster.notARoster':
    'This is not a roster we can read. Export a .ros or .rosz from BattleScribe, a JSON file from New Recruit, or paste the list as text. Nothing was saved.',
  'roster.notAZip': 'This .rosz file is damaged: it is not a zip file. Nothing was saved.',
  'roster.noRosterInZip': 'This zip file holds no .ros roster. Nothing was saved.',
  'roster.doctype': 'This file declares its own XML entities, which a roster never does, so it was not read. Nothing was saved.',

  'session.ended':
    'Your password was changed on another device. Log in again{unsent, plural, =0 {} one { — your # unsent change is kept on this phone} other { — your # unsent changes are kept on this phone}}.',

  'showcase.notFoundTitle': 'This miniature is no longer shared',
  'showcase.notFoundMessage': 'This showcase link does not exist, or its owner has stopped sharing it.',
  'showcase.invitation': 'Keep your paints, your painted miniatures and their recipes in one place, free, and share them like this one.',

  'stage.unbuilt': 'Unbuilt',
  'stage.built': 'Built',
  'stage.primed': 'Primed',
  'stage.painting': 'Painting',
  'stage.painted': 'Painted',
  'stage.based': 'Based',
  'stage.varnished': 'Varnished',

  'syncProblem.offline': 'No connection. Your changes are saved on this device and will be sent when you are back online.',
  'syncProblem.serverUnavailable': 'The server could not be reached just now. Your changes are saved on this device; trying again shortly.',
  'syncProblem.rateLimited':
    'The server asked this device to slow down. Your changes are saved on this device; sending them again in a moment.',
  'syncProblem.signedOut': 'Sign in to sync. Your changes are saved on this device.',
  'syncProblem.otherAccount': 'Another account is signed in. This account’s changes stay on this device until it signs in again.',
  'syncProblem.updateRequired': 'This version of the app is too old to sync. Please reload to update; your changes are kept.',
  'syncProblem.serverTooOld':
    'The server is older than this app and cannot sync with it until it is updated. Your changes are kept on this device.',
  'syncProblem.clientMismatch': 'This device’s changes belong to another account. Please sign out and sign in again.',
  'syncProblem.forbidden':
    'The server refused to sync this device. Please sign out and sign in again; your changes are kept on this device.',
  'syncProblem.stuck': 'This device and the server disagree about which changes were sent. Your changes are kept on this device.',
  'syncProblem.badAnswer': 'The server sent an answer this app does not understand. Your changes are kept; trying again later.',
  'syncProblem.storageFull': 'Your device is out of storage space. Free some space, then try again — nothing you saved before was lost.',
  'syncProblem.unexpected': 'Something went wrong while syncing. Your changes are kept on this device; trying again later.',

  'trust.trusted': 'Counts toward the catalog',
  'trust.unverified': 'Not counted: email not verified',
  'trust.countsFrom': 'Counts from {date} (member for less than a week)',
  'trust.newMember': 'Not counted yet: member for less than a week',
  'trust.samePerson': 'Not counted: another address of the same painter',
  'trust.agreementProgress': '{counted} of {needed} trusted painters',
  'trust.waits': 'Waits for more verified painters',
  'trust.appliesSoon': 'Applies within the hour',
  'trust.appliesOn': 'Applies on {date}',
  'trust.paintersWhoAgreed': '{count, plural, =0 {painters who agreed} one {# painter who agreed} other {# painters who agreed}}',
  'trust.changedBy': 'Changed by {by}',
  'trust.correctedBy': 'Corrected by {by}',
  'trust.measuredBy': 'Measured by {by}',
  'trust.correctionRemovedBy': 'Correction removed by {by}',
  'trust.agreementDismissedBy': 'Agreement dismissed by {by}',
  'trust.sourceAdmin': 'Corrected by an admin',
  'trust.sourceReports': 'Agreed by trusted painters',
  'trust.sourceMeasurements': 'Measured by trusted painters',

  'swatch.measuredBy': '{painters, plural, one {Measured by # painter} other {Measured by # painters}}',
  'swatch.spread': 'ΔE spread {spread}',
  'swatch.thinPooled': 'thin over white / pooled',
  'swatch.approximate': 'approximate swatch',
  'swatch.approximateTwoStop': 'approximate swatch: thin over white / pooled',
  'swatch.measuredExplanation':
    'Painters photographed a swatch on white card and their measurements agreed. The spread (CIEDE2000) is how far apart they lay: up to 3 is very close.',
  'feedbackReport.measured': 'Measured on white card',
  'feedbackReport.measuredPooled': 'pooled {color}',

  // ── Account helper (issue 38): a failure's words (messages/error-text.ts) and every server error code's
  // (messages/error-code-text.ts). Codes whose words another block already has use that block's key.
  'failure.connection': 'Connection error. Please check your internet connection and try again.',
  'failure.server': 'Server error. Please try again in a few moments.',
  'failure.tryAgain': 'Please try again.',
  'failure.showcaseRateLimited': 'This network has opened many showcases in the last minute. Please try again in a minute.',
  'failure.addPaintTitle': 'Failed to add paint',
  'failure.addPaintDescription': 'An error occurred while adding the paint.',
  'errorCode.badRequest': 'The server refused this request.',
  'errorCode.unknownChange': 'Unknown change “{mutation}”. Please update the app.',
  'errorCode.invalidField': 'The value of “{field}” is not valid.',
  'errorCode.validation': 'Please check what you entered and try again.',
  'errorCode.updateTheApp': 'This version of the app sent a request the server does not accept. Please reload to update.',
  'errorCode.tooLarge': 'This is too large to be saved.',
  'errorCode.tooDeep': 'This is nested too deeply to be saved.',
  'errorCode.uriTooLong': 'The address of this request is too long.',
  'errorCode.headersTooLarge': 'This request is too large for the server. Please sign out and sign in again.',
  'errorCode.notFound':
    '{subject, select, photo {Its photo did not reach the server, so this change was not saved.} pileSettings {These pile settings belong to another account. Please sign out and sign in again.} paint {This paint no longer exists.} project {This miniature no longer exists.} recipe {This recipe paint no longer exists.} army {This army no longer exists.} unit {This unit no longer exists.} scheme {This scheme no longer exists.} other {This item no longer exists.}}',
  'errorCode.conflict':
    '{subject, select, photo {This photo already exists.} pileSettings {This pile settings already exists.} paint {This paint already exists.} project {This miniature already exists.} recipe {This recipe paint already exists.} army {This army already exists.} unit {This unit already exists.} scheme {This scheme already exists.} other {This conflicts with a change made elsewhere. Please reload and try again.}}',
  'errorCode.rateLimited': 'Too many attempts. Please wait a few minutes and try again.',
  'errorCode.storageFull': 'You have reached your storage limit. Delete some you no longer need to add more.',
  'errorCode.quotaExceeded':
    'You have reached the limit of {limit} {subject, select, paint {paints} project {miniatures} recipe {recipe paints} pileSettings {pile settings} army {armies} unit {units} other {schemes}}. Delete some you no longer need to add more.',
  'errorCode.unauthenticated': 'Please sign in again.',
  'errorCode.unauthorized': 'Your session has ended. Please sign in again.',
  'errorCode.passwordChanged': 'Your password was changed on another device. Log in again.',
  'errorCode.forbidden': "You don't have permission to do this.",
  'errorCode.invalidCredentials': 'Invalid email or password. Please check your credentials and try again.',
  'errorCode.wrongPassword': 'Current password is incorrect',
  'errorCode.sameEmail': 'This is already the email address of your account.',
  'errorCode.alreadyVerified': 'Your email address is already verified.',
  'errorCode.invalidToken': 'This link is invalid or has expired.',
  'errorCode.ownAccount': 'You cannot do this to your own account. Ask another admin to do it.',
  'errorCode.backupsUnavailable':
    'This server keeps its data in PostgreSQL, which is backed up with its own tools (pg_dump), not from here.',
  'errorCode.hashMismatch': 'The photo was damaged on the way. Please try again.',
  'errorCode.unreadableImage':
    'This photo could not be read to its end, so its hidden data (such as a GPS position) could not be removed. Save it again as a JPEG, PNG or WebP, or take a screenshot of it, and use that.',
  'errorCode.mailUnavailable': 'The email could not be sent. Please try again in a few minutes.',
  'errorCode.shuttingDown': 'The server is restarting. Please try again in a few moments.',
  'errorCode.imageLinkInvalid': 'Please paste a link that starts with https:// or http://.',
  'errorCode.imageLinkCredentials': 'Links with a user name or password in them cannot be used. Please paste the image’s own link.',
  'errorCode.imageLinkPrivate': 'That link leads to a private or local address. Only images on public websites can be used.',
  'errorCode.imageLinkUnreachable': 'The image could not be fetched from that link.',
  'errorCode.imageLinksBusy': 'The server is fetching many images just now. Please try again in a few seconds.',
  'errorCode.recipeFull': 'This miniature’s recipe is full: it holds at most {max} paints. Remove some before adding more.',
  'errorCode.schemeFull': 'This scheme is full: it holds at most {limit} steps. Remove some before adding more.',
  'errorCode.changeSetAside': 'This change could not be saved on the server, so it was set aside to let your other changes sync.',
  'errorCode.changeTooLarge': 'This change is too large to be saved.',
  'errorCode.changeTooDeep': 'This change is nested too deeply to be saved.',
  'errorCode.changeInvalidField': 'This change was not saved: its “{field}” is not valid.',
  'notice.aChange': 'A change',
  'notice.change':
    '{action, select, create {Adding} edit {Editing} quantity {Changing the quantity of} move {Moving} stage {Moving on} split {Splitting} delete {Deleting} restore {Restoring} share {Sharing} unshare {Stopping sharing of} send {Sending} link {Linking} other {Changing}} the {entity, select, barcodeLink {barcode} feedback {feedback} paint {paint} project {miniature} recipe {recipe paint} pileSettings {pile settings} army {army} unit {unit} scheme {scheme} other {item}}{labelled, select, yes { “{label}”} other {}}',
  'notice.notSaved': 'Not saved: {change}',
  'notice.editedDeleted': '“{name}” was deleted on another device. Your change was kept and comes back if it is restored.',
  'notice.addedToDeleted': '“{name}” was deleted on another device. The paint was kept and comes back if it is restored.',
  'notice.unknown': 'The server saved this change with a note this version of the app cannot show. Please reload to update.',

  // Shared components' words (the dialog's Cancel, the sign-up prompt), added with the projects/armies/showcase areas.
  'common.cancel': 'Cancel',
  'common.createFreeAccount': 'Create Free Account',
} as const;

export default core;
