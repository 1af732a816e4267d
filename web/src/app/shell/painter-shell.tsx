import { EmailVerificationBanner, useSessionExpiredNotice } from './session-notices';
import { useOutboxRunner } from './outbox-runner';
import { useWriteProblemToast } from './write-problem-toast';

/**
 * The shell's parts that only a painter who is, or was, signed in on this device needs: the session-expired notice,
 * the email verification banner, the older queues' move into the sync outbox and the "Not saved" toast. They load in
 * a chunk of their own (app-shell.tsx), so a visitor's first page does not download them (the 120 KiB budget).
 */
export default function PainterShell() {
  useSessionExpiredNotice();
  useOutboxRunner();
  useWriteProblemToast();
  return <EmailVerificationBanner />;
}
