import { Link } from 'react-router-dom';
import { contactEmail } from '../../config';
import { LegalPageLayout } from './legal-page-layout';

/** The terms of use, with the image content policy of spec §1. */
export default function TermsOfServicePage() {
  return (
    <LegalPageLayout title="Terms of Service">
      <p>
        These terms apply to your use of The Paint Forge, a free tool for tracking miniature paints and sharing painted miniatures. By
        creating an account or using the service you agree to them. Please also read our <Link to="/privacy-policy">Privacy Policy</Link>.
      </p>

      <h2>The service</h2>
      <p>
        The Paint Forge is provided free of charge. We may change, pause or end features, and we will try to give notice of changes that
        affect your data. It is an independent fan tool and is not affiliated with any paint maker, miniature maker or game publisher.
      </p>

      <h2>Your account</h2>
      <ul>
        <li>Give a real email address that you can receive mail at, and keep your password to yourself.</li>
        <li>You are responsible for what happens under your account. Tell us at once if you think someone else has used it.</li>
        <li>One person, one account. Accounts may not be sold or transferred.</li>
      </ul>

      <h2>Your content</h2>
      <p>
        You keep ownership of the photos, descriptions, recipes and notes you add. You give us permission to store them, show them to you,
        and show a project to anyone you share its link with, only as needed to run the service. You can delete your content, and your
        account, at any time.
      </p>

      <h2 id="image-content-policy" className="scroll-mt-24">
        Image content policy
      </h2>
      <p>Every image you upload, capture or link must relate to miniature painting. Images must not contain:</p>
      <ul>
        <li>adult or sexually explicit content;</li>
        <li>violent or gory content (beyond the painted fantasy and wargaming miniatures the hobby is about);</li>
        <li>hateful content that attacks people for who they are;</li>
        <li>illegal content of any kind;</li>
        <li>copyrighted material you do not have the right to share, such as other painters&rsquo; photos or commercial artwork;</li>
        <li>spam, advertising or anything unrelated to miniature painting.</li>
      </ul>
      <p>
        <strong>
          Violations lead to immediate, irreversible account termination with deletion of all data. Illegal content is reported to the
          authorities.
        </strong>
      </p>

      <h2>Acceptable use</h2>
      <ul>
        <li>Do not try to break, overload or get around the security of the service, or to reach other people&rsquo;s data.</li>
        <li>Do not use automated tools to create accounts or to copy the service at scale.</li>
        <li>Do not use the service to harass anyone or to break the law.</li>
      </ul>

      <h2>The paint database</h2>
      <p>
        Paint names, ranges and colours come from the community-maintained, MIT-licensed miniature-paints data set (see{' '}
        <Link to="/help#licences">Paint data and licences</Link>). The colours are approximations, and paint and brand names are trademarks
        of their owners, used only to identify their products.
      </p>

      <h2>No warranty, limited liability</h2>
      <p>
        The service is provided &ldquo;as is&rdquo;, without warranty of any kind. We do our best to keep it running and your data safe, but
        we cannot promise it will always be available or error-free. To the extent the law allows, we are not liable for lost data, lost
        profits, or indirect damages arising from your use of the service. Keep your own copies of anything important.
      </p>

      <h2>Ending your use</h2>
      <p>
        You may stop using the service and ask us to delete your account at any time (see the Privacy Policy). We may suspend or end an
        account that breaks these terms; for breaches of the image content policy this happens immediately, as stated above.
      </p>

      <h2>Changes and contact</h2>
      <p>
        If these terms change, we will update the date at the top of this page; continuing to use the service means you accept the new
        terms. Questions: <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
      </p>
    </LegalPageLayout>
  );
}
