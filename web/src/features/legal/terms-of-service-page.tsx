import { Link } from 'react-router-dom';
import { contactEmail } from '../../config';
import { richMessage } from '../../i18n/rich-message';
import { t } from '../../i18n/t';
import { LegalPageLayout } from './legal-page-layout';

/** The terms of use, with the image content policy of spec §1. */
export default function TermsOfServicePage() {
  return (
    <LegalPageLayout title={t('legal.terms.title')}>
      <p>{richMessage('legal.terms.intro', { privacy: <Link to="/privacy-policy">{t('legal.terms.privacyLink')}</Link> })}</p>

      <h2>{t('legal.terms.serviceTitle')}</h2>
      <p>{t('legal.terms.service')}</p>

      <h2>{t('legal.terms.accountTitle')}</h2>
      <ul>
        <li>{t('legal.terms.account.email')}</li>
        <li>{t('legal.terms.account.responsible')}</li>
        <li>{t('legal.terms.account.one')}</li>
      </ul>

      <h2>{t('legal.terms.contentTitle')}</h2>
      <p>{t('legal.terms.content')}</p>

      <h2 id="image-content-policy" className="scroll-mt-24">
        {t('legal.terms.imagesTitle')}
      </h2>
      <p>{t('legal.terms.imagesIntro')}</p>
      <ul>
        <li>{t('legal.terms.images.adult')}</li>
        <li>{t('legal.terms.images.violent')}</li>
        <li>{t('legal.terms.images.hateful')}</li>
        <li>{t('legal.terms.images.illegal')}</li>
        <li>{t('legal.terms.images.copyright')}</li>
        <li>{t('legal.terms.images.spam')}</li>
      </ul>
      <p>
        <strong>{t('legal.terms.violations')}</strong>
      </p>

      <h2>{t('legal.terms.useTitle')}</h2>
      <ul>
        <li>{t('legal.terms.use.security')}</li>
        <li>{t('legal.terms.use.automation')}</li>
        <li>{t('legal.terms.use.law')}</li>
      </ul>

      <h2>{t('legal.terms.databaseTitle')}</h2>
      <p>{richMessage('legal.terms.database', { licences: <Link to="/help#licences">{t('legal.terms.licencesLink')}</Link> })}</p>

      <h2>{t('legal.terms.warrantyTitle')}</h2>
      <p>{t('legal.terms.warranty')}</p>

      <h2>{t('legal.terms.endingTitle')}</h2>
      <p>{t('legal.terms.ending')}</p>

      <h2>{t('legal.terms.changesTitle')}</h2>
      <p>{richMessage('legal.terms.changes', { mail: <a href={`mailto:${contactEmail}`}>{contactEmail}</a> })}</p>
    </LegalPageLayout>
  );
}
