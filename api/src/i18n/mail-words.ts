import type { LanguageCode } from '@paintforge/sync-protocol';

/**
 * The account mails' words in each of the app's languages (issue 38), keyed as the web's catalogs are
 * ("<area>.<which words>"). English holds today's texts word for word; every other language must have every key
 * (`satisfies`, so a missing one fails the type check). The product's name and the painter's own name are never
 * translated. `validFor` is the link's lifetime already written in the language ("7 Tage"), by mail-lifetime.ts.
 */
const product = 'The Paint Forge';

const en = {
  'mail.greeting': (firstName: string) => `Hello ${firstName},`,
  'mail.greetingNoName': () => 'Hello,',
  'mail.copyLink': () => 'If the button does not work, copy this address into your browser:',
  'mail.verification.subject': () => `Verify your email address for ${product}`,
  'mail.verification.intro': () => `Welcome to ${product}! Please confirm that this is your email address by opening this link:`,
  'mail.verification.button': () => 'Verify my email address',
  'mail.verification.outro': (validFor: string) =>
    `The link works for ${validFor}. If you did not create an account, you can ignore this email.`,
  'mail.passwordReset.subject': () => `Reset your ${product} password`,
  'mail.passwordReset.intro': () =>
    'Someone (hopefully you) asked to reset the password of your account. To choose a new password, open this link:',
  'mail.passwordReset.button': () => 'Choose a new password',
  'mail.passwordReset.outro': (validFor: string) =>
    `The link works for ${validFor} and only once. If you did not ask for this, ignore this email: your password stays as it is.`,
  'mail.emailChange.subject': () => `Confirm your new email address for ${product}`,
  'mail.emailChange.intro': () => `You asked to use this address for your ${product} account. To confirm the change, open this link:`,
  'mail.emailChange.button': () => 'Confirm my new email address',
  'mail.emailChange.outro': (validFor: string) =>
    `The link works for ${validFor}. If you did not ask for this, ignore this email and nothing changes.`,
};
export type MailWords = typeof en;

const de = {
  'mail.greeting': (firstName: string) => `Hallo ${firstName},`,
  'mail.greetingNoName': () => 'Hallo,',
  'mail.copyLink': () => 'Falls der Button nicht funktioniert, kopiere diese Adresse in deinen Browser:',
  'mail.verification.subject': () => `Bestätige deine E-Mail-Adresse für ${product}`,
  'mail.verification.intro': () => `Willkommen bei ${product}! Bitte bestätige über diesen Link, dass das deine E-Mail-Adresse ist:`,
  'mail.verification.button': () => 'Meine E-Mail-Adresse bestätigen',
  'mail.verification.outro': (validFor: string) =>
    `Der Link ist ${validFor} lang gültig. Wenn du kein Konto angelegt hast, kannst du diese E-Mail ignorieren.`,
  'mail.passwordReset.subject': () => `Setze dein Passwort für ${product} zurück`,
  'mail.passwordReset.intro': () =>
    'Jemand (hoffentlich du) möchte das Passwort deines Kontos zurücksetzen. Über diesen Link wählst du ein neues Passwort:',
  'mail.passwordReset.button': () => 'Neues Passwort wählen',
  'mail.passwordReset.outro': (validFor: string) =>
    `Der Link ist ${validFor} lang und nur einmal gültig. Wenn du das nicht angefordert hast, ignoriere diese E-Mail: Dein Passwort bleibt, wie es ist.`,
  'mail.emailChange.subject': () => `Bestätige deine neue E-Mail-Adresse für ${product}`,
  'mail.emailChange.intro': () =>
    `Du möchtest diese Adresse für dein Konto bei ${product} verwenden. Über diesen Link bestätigst du die Änderung:`,
  'mail.emailChange.button': () => 'Meine neue E-Mail-Adresse bestätigen',
  'mail.emailChange.outro': (validFor: string) =>
    `Der Link ist ${validFor} lang gültig. Wenn du das nicht angefordert hast, ignoriere diese E-Mail, dann ändert sich nichts.`,
} satisfies MailWords;

const fr = {
  'mail.greeting': (firstName: string) => `Bonjour ${firstName},`,
  'mail.greetingNoName': () => 'Bonjour,',
  'mail.copyLink': () => 'Si le bouton ne fonctionne pas, copie cette adresse dans ton navigateur :',
  'mail.verification.subject': () => `Confirme ton adresse e-mail pour ${product}`,
  'mail.verification.intro': () => `Bienvenue sur ${product} ! Confirme que c’est bien ton adresse e-mail en ouvrant ce lien :`,
  'mail.verification.button': () => 'Confirmer mon adresse e-mail',
  'mail.verification.outro': (validFor: string) =>
    `Le lien est valable ${validFor}. Si tu n’as pas créé de compte, tu peux ignorer cet e-mail.`,
  'mail.passwordReset.subject': () => `Réinitialise ton mot de passe ${product}`,
  'mail.passwordReset.intro': () =>
    'Quelqu’un (toi, espérons-le) a demandé à réinitialiser le mot de passe de ton compte. Pour en choisir un nouveau, ouvre ce lien :',
  'mail.passwordReset.button': () => 'Choisir un nouveau mot de passe',
  'mail.passwordReset.outro': (validFor: string) =>
    `Le lien est valable ${validFor}, une seule fois. Si tu n’as rien demandé, ignore cet e-mail : ton mot de passe reste inchangé.`,
  'mail.emailChange.subject': () => `Confirme ta nouvelle adresse e-mail pour ${product}`,
  'mail.emailChange.intro': () =>
    `Tu as demandé à utiliser cette adresse pour ton compte ${product}. Pour confirmer le changement, ouvre ce lien :`,
  'mail.emailChange.button': () => 'Confirmer ma nouvelle adresse e-mail',
  'mail.emailChange.outro': (validFor: string) =>
    `Le lien est valable ${validFor}. Si tu n’as rien demandé, ignore cet e-mail et rien ne change.`,
} satisfies MailWords;

const es = {
  'mail.greeting': (firstName: string) => `Hola, ${firstName}:`,
  'mail.greetingNoName': () => 'Hola:',
  'mail.copyLink': () => 'Si el botón no funciona, copia esta dirección en tu navegador:',
  'mail.verification.subject': () => `Confirma tu correo electrónico para ${product}`,
  'mail.verification.intro': () => `¡Bienvenido a ${product}! Confirma que esta es tu dirección de correo abriendo este enlace:`,
  'mail.verification.button': () => 'Confirmar mi correo electrónico',
  'mail.verification.outro': (validFor: string) =>
    `El enlace funciona durante ${validFor}. Si no has creado ninguna cuenta, puedes ignorar este correo.`,
  'mail.passwordReset.subject': () => `Restablece tu contraseña de ${product}`,
  'mail.passwordReset.intro': () =>
    'Alguien (esperamos que tú) ha pedido restablecer la contraseña de tu cuenta. Para elegir una nueva, abre este enlace:',
  'mail.passwordReset.button': () => 'Elegir una contraseña nueva',
  'mail.passwordReset.outro': (validFor: string) =>
    `El enlace funciona durante ${validFor} y una sola vez. Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.`,
  'mail.emailChange.subject': () => `Confirma tu nuevo correo electrónico para ${product}`,
  'mail.emailChange.intro': () =>
    `Has pedido usar esta dirección para tu cuenta de ${product}. Para confirmar el cambio, abre este enlace:`,
  'mail.emailChange.button': () => 'Confirmar mi nuevo correo electrónico',
  'mail.emailChange.outro': (validFor: string) =>
    `El enlace funciona durante ${validFor}. Si no lo has pedido tú, ignora este correo y no cambiará nada.`,
} satisfies MailWords;

const it = {
  'mail.greeting': (firstName: string) => `Ciao ${firstName},`,
  'mail.greetingNoName': () => 'Ciao,',
  'mail.copyLink': () => 'Se il pulsante non funziona, copia questo indirizzo nel tuo browser:',
  'mail.verification.subject': () => `Conferma il tuo indirizzo email per ${product}`,
  'mail.verification.intro': () => `Benvenuto su ${product}! Conferma che questo è il tuo indirizzo email aprendo questo link:`,
  'mail.verification.button': () => 'Conferma il mio indirizzo email',
  'mail.verification.outro': (validFor: string) =>
    `Il link è valido per ${validFor}. Se non hai creato un account, puoi ignorare questa email.`,
  'mail.passwordReset.subject': () => `Reimposta la tua password di ${product}`,
  'mail.passwordReset.intro': () =>
    'Qualcuno (speriamo tu) ha chiesto di reimpostare la password del tuo account. Per sceglierne una nuova, apri questo link:',
  'mail.passwordReset.button': () => 'Scegli una nuova password',
  'mail.passwordReset.outro': (validFor: string) =>
    `Il link è valido per ${validFor} e una sola volta. Se non l’hai chiesto tu, ignora questa email: la tua password resta com’è.`,
  'mail.emailChange.subject': () => `Conferma il tuo nuovo indirizzo email per ${product}`,
  'mail.emailChange.intro': () =>
    `Hai chiesto di usare questo indirizzo per il tuo account ${product}. Per confermare la modifica, apri questo link:`,
  'mail.emailChange.button': () => 'Conferma il mio nuovo indirizzo email',
  'mail.emailChange.outro': (validFor: string) =>
    `Il link è valido per ${validFor}. Se non l’hai chiesto tu, ignora questa email e non cambierà nulla.`,
} satisfies MailWords;

// Polish: the lifetime stands alone after a colon ("Ważność linku: 1 godzina"), so Intl's nominative form fits.
const pl = {
  'mail.greeting': (firstName: string) => `Cześć ${firstName},`,
  'mail.greetingNoName': () => 'Cześć,',
  'mail.copyLink': () => 'Jeśli przycisk nie działa, skopiuj ten adres do przeglądarki:',
  'mail.verification.subject': () => `Potwierdź swój adres e-mail w ${product}`,
  'mail.verification.intro': () => `Witaj w ${product}! Potwierdź, że to Twój adres e-mail, otwierając ten link:`,
  'mail.verification.button': () => 'Potwierdzam mój adres e-mail',
  'mail.verification.outro': (validFor: string) =>
    `Ważność linku: ${validFor}. Jeśli nie zakładałeś konta, możesz zignorować tę wiadomość.`,
  'mail.passwordReset.subject': () => `Zresetuj hasło do ${product}`,
  'mail.passwordReset.intro': () =>
    'Ktoś (mamy nadzieję, że Ty) poprosił o zresetowanie hasła do Twojego konta. Aby wybrać nowe hasło, otwórz ten link:',
  'mail.passwordReset.button': () => 'Wybierz nowe hasło',
  'mail.passwordReset.outro': (validFor: string) =>
    `Ważność linku: ${validFor}, tylko jedno użycie. Jeśli to nie Ty prosiłeś, zignoruj tę wiadomość: Twoje hasło się nie zmieni.`,
  'mail.emailChange.subject': () => `Potwierdź nowy adres e-mail w ${product}`,
  'mail.emailChange.intro': () => `Poprosiłeś o używanie tego adresu dla konta w ${product}. Aby potwierdzić zmianę, otwórz ten link:`,
  'mail.emailChange.button': () => 'Potwierdzam nowy adres e-mail',
  'mail.emailChange.outro': (validFor: string) =>
    `Ważność linku: ${validFor}. Jeśli to nie Ty prosiłeś, zignoruj tę wiadomość i nic się nie zmieni.`,
} satisfies MailWords;

export const mailWords: Readonly<Record<LanguageCode, MailWords>> = { en, de, fr, es, it, pl };
