import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The mail the embedded mode wrote to `${dataDir}/mail/` (no SMTP_URL: api/src/mail/outbox-mailer.ts), read back as a
 * person reads their inbox: the browser tests read their server's folder, the component tests their in-process app's.
 */

/** The body of a mail file, decoded as its Content-Transfer-Encoding says, so links can be searched. */
function mailText(raw: string): string {
  const [header = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(header)?.[1]?.toLowerCase();
  if (encoding === 'quoted-printable')
    return body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  if (encoding === 'base64') return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  // 7bit, 8bit or a multipart message: the links are readable as they are.
  return body;
}

interface Mail {
  file: string;
  time: number;
  to: string;
  text: string;
}

/** Every mail the embedded mode wrote to `${dataDir}/mail/`, oldest first. */
export function readMails(dataDir: string): Mail[] {
  const folder = join(dataDir, 'mail');
  let files: string[];
  try {
    files = readdirSync(folder).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .map((name) => {
      const path = join(folder, name);
      const raw = readFileSync(path, 'utf8');
      const header = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
      const to = /^To:\s*(.+(?:\r?\n[ \t].+)*)/im.exec(header)?.[1] ?? '';
      return { file: name, time: statSync(path).mtimeMs, to: to.toLowerCase(), text: mailText(raw) };
    })
    .sort((a, b) => a.time - b.time || a.file.localeCompare(b.file));
}

/** The links to `path` (e.g. '/verify-email') in the mails sent to `email`, oldest first, as path and query. */
export function linksIn(dataDir: string, email: string, path: string): string[] {
  const pattern = new RegExp(`${path.replace(/[-/]/g, '\\$&')}\\?token=([A-Za-z0-9._~%-]+)`, 'g');
  return readMails(dataDir)
    .filter((mail) => mail.to.includes(email.toLowerCase()))
    .flatMap((mail) => [...mail.text.matchAll(pattern)].map((match) => `${path}?token=${match[1]}`))
    .filter((link, index, all) => all.indexOf(link) === index);
}

/** Waits for a mail to `email` with a link to `path` (beyond the first `skip` such links) and returns the newest. */
export async function mailedLink(dataDir: string, email: string, path: string, skip = 0): Promise<string> {
  // A plain loop rather than expect.poll: this also runs in beforeAll hooks.
  const deadline = Date.now() + 15_000;
  for (;;) {
    const links = linksIn(dataDir, email, path);
    if (links.length > skip) return links[links.length - 1] ?? '';
    if (Date.now() > deadline) throw new Error(`no mail to ${email} with a ${path} link in ${dataDir}/mail (found ${links.length})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
