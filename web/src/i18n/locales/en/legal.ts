/**
 * The legal pages' English words (issue 38), word for word as the pages said them. Keys are "legal.<page>.<which>";
 * a {name} in a message is an element the page puts there (a link, an emphasised phrase, a code name: rich-message.tsx).
 */
const legal = {
  'legal.lastUpdated': 'Last updated: {date}',
  'legal.privacy.title': 'Privacy Policy',
  'legal.privacy.intro':
    'The Paint Forge is a free tool for miniature painters: a paint database, a personal paint inventory and wishlist, and a gallery of painted miniatures with their paint recipes. This policy explains what it collects, why, where it is kept, and how you can have it deleted. In short: we collect what is needed to give you an account and keep your painting records, nothing more, and we do not advertise to you or track you.',
  'legal.privacy.collectTitle': 'What we collect',
  'legal.privacy.accountTitle': 'Your account',
  'legal.privacy.email.term': 'Email address',
  'legal.privacy.email.text':
    ', to identify you when you sign in (authentication), to confirm that the address is yours, and to send messages about your account, such as a verification or password-reset link. We do not send newsletters or marketing.',
  'legal.privacy.password.term': 'Password',
  'legal.privacy.password.text': ', stored only as a one-way hash; nobody, including us, can read it.',
  'legal.privacy.name.term': 'First and last name',
  'legal.privacy.name.text': ', shown in your account menu and on your profile.',
  'legal.privacy.picture.term': 'Profile picture',
  'legal.privacy.picture.text': ', only if you choose to add one.',
  'legal.privacy.records.term': 'Account records',
  'legal.privacy.records.text':
    ': when the account was created and last signed in to, whether your email is verified, and whether you are an administrator.',
  'legal.privacy.addedTitle': 'What you add',
  'legal.privacy.added.paints': 'The paints in your inventory and wishlist, with quantities, priorities and notes.',
  'legal.privacy.added.projects': 'Your projects (painted miniatures): names, descriptions, photos and paint recipes.',
  'legal.privacy.added.feedback': 'Feedback you send us, with your email address and name so we can reply.',
  'legal.privacy.technicalTitle': 'Technical records',
  'legal.privacy.technical':
    'Like any web server, ours records requests (time, address requested, IP address, browser type, errors) to keep the service secure and working. These records are kept for a short time and used for nothing else.',
  'legal.privacy.notTitle': 'What we do not do',
  'legal.privacy.noAds': 'The Paint Forge integrates {noAdvertising}. No ads are shown, and no advertising network receives your data.',
  'legal.privacy.noAdvertising': 'no advertising service',
  'legal.privacy.noTracking':
    'It uses {noAnalytics} and {noCookies}, and loads no scripts or fonts from other companies’ servers. (A project photo you add by pasting a web address is loaded from that address.)',
  'legal.privacy.noAnalytics': 'no third-party analytics',
  'legal.privacy.noCookies': 'no tracking cookies',
  'legal.privacy.noSelling': 'We do not sell, rent or trade your personal data, and we do not share it except as described below.',
  'legal.privacy.deviceTitle': 'Data kept on your device',
  'legal.privacy.deviceIntro':
    'The Paint Forge works offline, so it keeps data in your browser, on your device. It never leaves your device except to sync with your account:',
  'legal.privacy.localStorage.term': 'Local storage',
  'legal.privacy.localStorage.text':
    ': your sign-in token and basic account details ({token} and {user}), and your colour theme choice ({theme}).',
  'legal.privacy.indexedDb.term': 'IndexedDB',
  'legal.privacy.indexedDb.text':
    ': a copy of the shared paint database, and your own paints and projects, so the app opens and searches with no connection.',
  'legal.privacy.appCache.term': 'App cache',
  'legal.privacy.appCache.text': ': the app’s own files, stored by its service worker so it opens offline.',
  'legal.privacy.deviceRemove':
    'Logging out removes your sign-in and your personal data from that device. You can remove everything at any time by clearing this site’s data in your browser settings.',
  'legal.privacy.cookiesTitle': 'Cookie Policy',
  'legal.privacy.cookies':
    'The Paint Forge sets no advertising, analytics or tracking cookies. It signs you in with a token kept in local storage (see above), which is essential for the app to work and is never used to follow you across other sites. Because nothing optional is stored, there is nothing to consent to beyond using the app.',
  'legal.privacy.whoTitle': 'Who can see your data',
  'legal.privacy.who.private': 'Your inventory, wishlist, projects and feedback are private to your account.',
  'legal.privacy.who.shared':
    'If you share a project, anyone with its showcase link can see that project: its name, description, photo and paint recipe. Your email address is never shown on it.',
  'legal.privacy.who.admins':
    'The people who run this service (administrators) can see account details and totals to operate and protect it, and read feedback you send.',
  'legal.privacy.who.law':
    'We disclose data to authorities only when the law requires it, or to report illegal content as our Terms describe.',
  'legal.privacy.keepTitle': 'How long we keep it, and how to delete it',
  'legal.privacy.keep':
    'We keep your account and content for as long as the account exists. To delete your account and all of its data, email us from the address on the account at {mail}. An administrator will delete the account, which permanently removes your profile, paint inventory, wishlist, projects, photos, recipes and feedback. This cannot be undone. Copies in backups are overwritten as backups rotate.',
  'legal.privacy.copy': 'You can also ask us for a copy of your data, or to correct it, at the same address.',
  'legal.privacy.securityTitle': 'Security',
  'legal.privacy.security':
    'Passwords are hashed, connections to a properly set-up server are encrypted, and every request for your data is checked against your account. No system is perfectly secure, so please use a password you do not use elsewhere.',
  'legal.privacy.selfHostedTitle': 'Self-hosted copies',
  'legal.privacy.selfHosted':
    'The Paint Forge is software that anyone can run on their own server. If you use a copy run by someone else, that operator decides how it is run and is responsible for your data there; this policy describes what the software itself does, and the operator should give you their contact details.',
  'legal.privacy.childrenTitle': 'Children',
  'legal.privacy.children': 'The Paint Forge is not directed at children under 13, and we do not knowingly collect their personal data.',
  'legal.privacy.changesTitle': 'Changes and contact',
  'legal.privacy.changes':
    'If this policy changes, we will update the date at the top of this page. Questions about your data: {mail}. See also our {terms}.',
  'legal.privacy.termsLink': 'Terms of Service',
  'legal.terms.title': 'Terms of Service',
  'legal.terms.intro':
    'These terms apply to your use of The Paint Forge, a free tool for tracking miniature paints and sharing painted miniatures. By creating an account or using the service you agree to them. Please also read our {privacy}.',
  'legal.terms.privacyLink': 'Privacy Policy',
  'legal.terms.serviceTitle': 'The service',
  'legal.terms.service':
    'The Paint Forge is provided free of charge. We may change, pause or end features, and we will try to give notice of changes that affect your data. It is an independent fan tool and is not affiliated with any paint maker, miniature maker or game publisher.',
  'legal.terms.accountTitle': 'Your account',
  'legal.terms.account.email': 'Give a real email address that you can receive mail at, and keep your password to yourself.',
  'legal.terms.account.responsible':
    'You are responsible for what happens under your account. Tell us at once if you think someone else has used it.',
  'legal.terms.account.one': 'One person, one account. Accounts may not be sold or transferred.',
  'legal.terms.contentTitle': 'Your content',
  'legal.terms.content':
    'You keep ownership of the photos, descriptions, recipes and notes you add. You give us permission to store them, show them to you, and show a project to anyone you share its link with, only as needed to run the service. You can delete your content, and your account, at any time.',
  'legal.terms.imagesTitle': 'Image content policy',
  'legal.terms.imagesIntro': 'Every image you upload, capture or link must relate to miniature painting. Images must not contain:',
  'legal.terms.images.adult': 'adult or sexually explicit content;',
  'legal.terms.images.violent': 'violent or gory content (beyond the painted fantasy and wargaming miniatures the hobby is about);',
  'legal.terms.images.hateful': 'hateful content that attacks people for who they are;',
  'legal.terms.images.illegal': 'illegal content of any kind;',
  'legal.terms.images.copyright':
    'copyrighted material you do not have the right to share, such as other painters’ photos or commercial artwork;',
  'legal.terms.images.spam': 'spam, advertising or anything unrelated to miniature painting.',
  'legal.terms.violations':
    'Violations lead to immediate, irreversible account termination with deletion of all data. Illegal content is reported to the authorities.',
  'legal.terms.useTitle': 'Acceptable use',
  'legal.terms.use.security': 'Do not try to break, overload or get around the security of the service, or to reach other people’s data.',
  'legal.terms.use.automation': 'Do not use automated tools to create accounts or to copy the service at scale.',
  'legal.terms.use.law': 'Do not use the service to harass anyone or to break the law.',
  'legal.terms.databaseTitle': 'The paint database',
  'legal.terms.database':
    'Paint names, ranges and colours come from the community-maintained, MIT-licensed miniature-paints data set (see {licences}). The colours are approximations, and paint and brand names are trademarks of their owners, used only to identify their products.',
  'legal.terms.licencesLink': 'Paint data and licences',
  'legal.terms.warrantyTitle': 'No warranty, limited liability',
  'legal.terms.warranty':
    'The service is provided “as is”, without warranty of any kind. We do our best to keep it running and your data safe, but we cannot promise it will always be available or error-free. To the extent the law allows, we are not liable for lost data, lost profits, or indirect damages arising from your use of the service. Keep your own copies of anything important.',
  'legal.terms.endingTitle': 'Ending your use',
  'legal.terms.ending':
    'You may stop using the service and ask us to delete your account at any time (see the Privacy Policy). We may suspend or end an account that breaks these terms; for breaches of the image content policy this happens immediately, as stated above.',
  'legal.terms.changesTitle': 'Changes and contact',
  'legal.terms.changes':
    'If these terms change, we will update the date at the top of this page; continuing to use the service means you accept the new terms. Questions: {mail}.',
} as const;

export default legal;
