import { Link } from 'react-router-dom';
import { contactEmail } from '../../config';
import { LegalPageLayout } from './legal-page-layout';

/** What The Paint Forge really collects, keeps and shares (spec §1, corrected: no advertising service). */
export default function PrivacyPolicyPage() {
  const mail = <a href={`mailto:${contactEmail}`}>{contactEmail}</a>;
  return (
    <LegalPageLayout title="Privacy Policy">
      <p>
        The Paint Forge is a free tool for miniature painters: a paint database, a personal paint inventory and wishlist, and a gallery of
        painted miniatures with their paint recipes. This policy explains what it collects, why, where it is kept, and how you can have it
        deleted. In short: we collect what is needed to give you an account and keep your painting records, nothing more, and we do not
        advertise to you or track you.
      </p>

      <h2>What we collect</h2>
      <h3>Your account</h3>
      <ul>
        <li>
          <strong>Email address</strong>, to identify you when you sign in (authentication), to confirm that the address is yours, and to
          send messages about your account, such as a verification or password-reset link. We do not send newsletters or marketing.
        </li>
        <li>
          <strong>Password</strong>, stored only as a one-way hash; nobody, including us, can read it.
        </li>
        <li>
          <strong>First and last name</strong>, shown in your account menu and on your profile.
        </li>
        <li>
          <strong>Profile picture</strong>, only if you choose to add one.
        </li>
        <li>
          <strong>Account records</strong>: when the account was created and last signed in to, whether your email is verified, and whether
          you are an administrator.
        </li>
      </ul>
      <h3>What you add</h3>
      <ul>
        <li>The paints in your inventory and wishlist, with quantities, priorities and notes.</li>
        <li>Your projects (painted miniatures): names, descriptions, photos and paint recipes.</li>
        <li>Feedback you send us, with your email address and name so we can reply.</li>
      </ul>
      <h3>Technical records</h3>
      <p>
        Like any web server, ours records requests (time, address requested, IP address, browser type, errors) to keep the service secure
        and working. These records are kept for a short time and used for nothing else.
      </p>

      <h2>What we do not do</h2>
      <ul>
        <li>
          The Paint Forge integrates <strong>no advertising service</strong>. No ads are shown, and no advertising network receives your
          data.
        </li>
        <li>
          It uses <strong>no third-party analytics</strong> and <strong>no tracking cookies</strong>, and loads no scripts or fonts from
          other companies&rsquo; servers. (A project photo you add by pasting a web address is loaded from that address.)
        </li>
        <li>We do not sell, rent or trade your personal data, and we do not share it except as described below.</li>
      </ul>

      <h2>Data kept on your device</h2>
      <p>
        The Paint Forge works offline, so it keeps data in your browser, on your device. It never leaves your device except to sync with
        your account:
      </p>
      <ul>
        <li>
          <strong>Local storage</strong>: your sign-in token and basic account details (<code>authToken</code> and <code>user</code>), and
          your colour theme choice (<code>theme</code>).
        </li>
        <li>
          <strong>IndexedDB</strong>: a copy of the shared paint database, and your own paints and projects, so the app opens and searches
          with no connection.
        </li>
        <li>
          <strong>App cache</strong>: the app&rsquo;s own files, stored by its service worker so it opens offline.
        </li>
      </ul>
      <p>
        Logging out removes your sign-in and your personal data from that device. You can remove everything at any time by clearing this
        site&rsquo;s data in your browser settings.
      </p>

      <h2 id="cookies" className="scroll-mt-24">
        Cookie Policy
      </h2>
      <p>
        The Paint Forge sets no advertising, analytics or tracking cookies. It signs you in with a token kept in local storage (see above),
        which is essential for the app to work and is never used to follow you across other sites. Because nothing optional is stored, there
        is nothing to consent to beyond using the app.
      </p>

      <h2>Who can see your data</h2>
      <ul>
        <li>Your inventory, wishlist, projects and feedback are private to your account.</li>
        <li>
          If you share a project, anyone with its showcase link can see that project: its name, description, photo and paint recipe. Your
          email address is never shown on it.
        </li>
        <li>
          The people who run this service (administrators) can see account details and totals to operate and protect it, and read feedback
          you send.
        </li>
        <li>We disclose data to authorities only when the law requires it, or to report illegal content as our Terms describe.</li>
      </ul>

      <h2>How long we keep it, and how to delete it</h2>
      <p>
        We keep your account and content for as long as the account exists. To delete your account and all of its data, email us from the
        address on the account at {mail}. An administrator will delete the account, which permanently removes your profile, paint inventory,
        wishlist, projects, photos, recipes and feedback. This cannot be undone. Copies in backups are overwritten as backups rotate.
      </p>
      <p>You can also ask us for a copy of your data, or to correct it, at the same address.</p>

      <h2>Security</h2>
      <p>
        Passwords are hashed, connections to a properly set-up server are encrypted, and every request for your data is checked against your
        account. No system is perfectly secure, so please use a password you do not use elsewhere.
      </p>

      <h2>Self-hosted copies</h2>
      <p>
        The Paint Forge is software that anyone can run on their own server. If you use a copy run by someone else, that operator decides
        how it is run and is responsible for your data there; this policy describes what the software itself does, and the operator should
        give you their contact details.
      </p>

      <h2>Children</h2>
      <p>The Paint Forge is not directed at children under 13, and we do not knowingly collect their personal data.</p>

      <h2>Changes and contact</h2>
      <p>
        If this policy changes, we will update the date at the top of this page. Questions about your data: {mail}. See also our{' '}
        <Link to="/terms-of-service">Terms of Service</Link>.
      </p>
    </LegalPageLayout>
  );
}
