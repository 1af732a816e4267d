import type { LanguageCode } from '@paintforge/sync-protocol';
import type { LinkLifetime } from '../features/auth/link-tokens.js';
import { mailWords, type MailWords } from '../i18n/mail-words.js';
import type { Mail } from './mailer.js';

/**
 * The account mails, in the painter's language (issue 38: the account's, or at registration the one the app showed;
 * English when none). `lifetime` is the link's, given by the code that sets the expiry so the two cannot disagree,
 * and written here in the mail's language by Intl ("7 days", "7 Tage").
 */

/** Who a mail greets; the names are the user's own, so they are escaped in the HTML part. */
interface Recipient {
  to: string;
  firstName: string | null;
  language?: LanguageCode | null | undefined;
}

const productName = 'The Paint Forge';

type MailKind = 'verification' | 'passwordReset' | 'emailChange';

export function verificationMail(recipient: Recipient, link: string, lifetime: LinkLifetime): Mail {
  return compose(recipient, link, lifetime, 'verification');
}

export function passwordResetMail(recipient: Recipient, link: string, lifetime: LinkLifetime): Mail {
  return compose(recipient, link, lifetime, 'passwordReset');
}

export function emailChangeMail(recipient: Recipient, link: string, lifetime: LinkLifetime): Mail {
  return compose(recipient, link, lifetime, 'emailChange');
}

function lifetimeWords(language: LanguageCode, lifetime: LinkLifetime): string {
  return new Intl.NumberFormat(language, { style: 'unit', unit: lifetime.unit, unitDisplay: 'long' }).format(lifetime.amount);
}

function wordingOf(words: MailWords, kind: MailKind, validFor: string): Wording {
  return {
    subject: words[`mail.${kind}.subject`](),
    intro: words[`mail.${kind}.intro`](),
    button: words[`mail.${kind}.button`](),
    outro: words[`mail.${kind}.outro`](validFor),
  };
}

interface Wording {
  subject: string;
  intro: string;
  button: string;
  outro: string;
}

function compose(recipient: Recipient, link: string, lifetime: LinkLifetime, kind: MailKind): Mail {
  const language = recipient.language ?? 'en';
  const words = mailWords[language];
  const wording = wordingOf(words, kind, lifetimeWords(language, lifetime));
  const greeting = recipient.firstName ? words['mail.greeting'](recipient.firstName) : words['mail.greetingNoName']();
  const text = [greeting, '', wording.intro, '', link, '', wording.outro, '', `— ${productName}`, ''].join('\n');
  const html = `<!doctype html>
<html lang="${language}">
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(productName)}</h1>
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(wording.intro)}</p>
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="background:#b45309;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(wording.button)}</a></p>
<p style="font-size:13px;color:#52525b">${escapeHtml(words['mail.copyLink']())}<br><span style="word-break:break-all">${escapeHtml(link)}</span></p>
<p style="font-size:13px;color:#52525b">${escapeHtml(wording.outro)}</p>
</div>
</body>
</html>
`;
  return { to: recipient.to, subject: wording.subject, text, html, link };
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
