import type { Mail } from './mailer.js';

/**
 * The account mails. `validFor` is the link's lifetime in words ("7 days"), given by the code that sets the expiry so
 * the two cannot disagree.
 */

/** Who a mail greets; the names are the user's own, so they are escaped in the HTML part. */
interface Recipient {
  to: string;
  firstName: string | null;
}

const productName = 'The Paint Forge';

export function verificationMail(recipient: Recipient, link: string, validFor: string): Mail {
  return compose(recipient, link, {
    subject: `Verify your email address for ${productName}`,
    intro: `Welcome to ${productName}! Please confirm that this is your email address by opening this link:`,
    button: 'Verify my email address',
    outro: `The link works for ${validFor}. If you did not create an account, you can ignore this email.`,
  });
}

export function passwordResetMail(recipient: Recipient, link: string, validFor: string): Mail {
  return compose(recipient, link, {
    subject: `Reset your ${productName} password`,
    intro: 'Someone (hopefully you) asked to reset the password of your account. To choose a new password, open this link:',
    button: 'Choose a new password',
    outro: `The link works for ${validFor} and only once. If you did not ask for this, ignore this email: your password stays as it is.`,
  });
}

export function emailChangeMail(recipient: Recipient, link: string, validFor: string): Mail {
  return compose(recipient, link, {
    subject: `Confirm your new email address for ${productName}`,
    intro: `You asked to use this address for your ${productName} account. To confirm the change, open this link:`,
    button: 'Confirm my new email address',
    outro: `The link works for ${validFor}. If you did not ask for this, ignore this email and nothing changes.`,
  });
}

interface Wording {
  subject: string;
  intro: string;
  button: string;
  outro: string;
}

function compose(recipient: Recipient, link: string, wording: Wording): Mail {
  const greeting = recipient.firstName ? `Hello ${recipient.firstName},` : 'Hello,';
  const text = [greeting, '', wording.intro, '', link, '', wording.outro, '', `— ${productName}`, ''].join('\n');
  const html = `<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(productName)}</h1>
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(wording.intro)}</p>
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="background:#b45309;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(wording.button)}</a></p>
<p style="font-size:13px;color:#52525b">If the button does not work, copy this address into your browser:<br><span style="word-break:break-all">${escapeHtml(link)}</span></p>
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
