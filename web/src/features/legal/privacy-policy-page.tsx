import { Link } from 'react-router-dom';
import { contactEmail } from '../../config';
import type { MessageKey } from '../../i18n/catalog';
import { richMessage } from '../../i18n/rich-message';
import { t } from '../../i18n/t';
import { LegalPageLayout } from './legal-page-layout';

/** A list item that opens with its subject in bold ("Email address, to identify you …"). */
function Term({ term, text, code = {} }: { term: MessageKey; text: MessageKey; code?: Readonly<Record<string, string>> }) {
  const names = Object.fromEntries(Object.entries(code).map(([name, value]) => [name, <code key={name}>{value}</code>]));
  return (
    <li>
      <strong>{t(term)}</strong>
      {richMessage(text, names)}
    </li>
  );
}

/** What The Paint Forge really collects, keeps and shares (spec §1, corrected: no advertising service). */
export default function PrivacyPolicyPage() {
  const mail = <a href={`mailto:${contactEmail}`}>{contactEmail}</a>;
  return (
    <LegalPageLayout title={t('legal.privacy.title')}>
      <p>{t('legal.privacy.intro')}</p>

      <h2>{t('legal.privacy.collectTitle')}</h2>
      <h3>{t('legal.privacy.accountTitle')}</h3>
      <ul>
        <Term term="legal.privacy.email.term" text="legal.privacy.email.text" />
        <Term term="legal.privacy.password.term" text="legal.privacy.password.text" />
        <Term term="legal.privacy.name.term" text="legal.privacy.name.text" />
        <Term term="legal.privacy.picture.term" text="legal.privacy.picture.text" />
        <Term term="legal.privacy.records.term" text="legal.privacy.records.text" />
      </ul>
      <h3>{t('legal.privacy.addedTitle')}</h3>
      <ul>
        <li>{t('legal.privacy.added.paints')}</li>
        <li>{t('legal.privacy.added.projects')}</li>
        <li>{t('legal.privacy.added.feedback')}</li>
      </ul>
      <h3>{t('legal.privacy.technicalTitle')}</h3>
      <p>{t('legal.privacy.technical')}</p>

      <h2>{t('legal.privacy.notTitle')}</h2>
      <ul>
        <li>{richMessage('legal.privacy.noAds', { noAdvertising: <strong>{t('legal.privacy.noAdvertising')}</strong> })}</li>
        <li>
          {richMessage('legal.privacy.noTracking', {
            noAnalytics: <strong>{t('legal.privacy.noAnalytics')}</strong>,
            noCookies: <strong>{t('legal.privacy.noCookies')}</strong>,
          })}
        </li>
        <li>{t('legal.privacy.noSelling')}</li>
      </ul>

      <h2>{t('legal.privacy.deviceTitle')}</h2>
      <p>{t('legal.privacy.deviceIntro')}</p>
      <ul>
        <Term
          term="legal.privacy.localStorage.term"
          text="legal.privacy.localStorage.text"
          code={{ token: 'authToken', user: 'user', theme: 'theme' }}
        />
        <Term term="legal.privacy.indexedDb.term" text="legal.privacy.indexedDb.text" />
        <Term term="legal.privacy.appCache.term" text="legal.privacy.appCache.text" />
      </ul>
      <p>{t('legal.privacy.deviceRemove')}</p>

      <h2 id="cookies" className="scroll-mt-24">
        {t('legal.privacy.cookiesTitle')}
      </h2>
      <p>{t('legal.privacy.cookies')}</p>

      <h2>{t('legal.privacy.whoTitle')}</h2>
      <ul>
        <li>{t('legal.privacy.who.private')}</li>
        <li>{t('legal.privacy.who.shared')}</li>
        <li>{t('legal.privacy.who.admins')}</li>
        <li>{t('legal.privacy.who.law')}</li>
      </ul>

      <h2>{t('legal.privacy.keepTitle')}</h2>
      <p>{richMessage('legal.privacy.keep', { mail })}</p>
      <p>{t('legal.privacy.copy')}</p>

      <h2>{t('legal.privacy.securityTitle')}</h2>
      <p>{t('legal.privacy.security')}</p>

      <h2>{t('legal.privacy.selfHostedTitle')}</h2>
      <p>{t('legal.privacy.selfHosted')}</p>

      <h2>{t('legal.privacy.childrenTitle')}</h2>
      <p>{t('legal.privacy.children')}</p>

      <h2>{t('legal.privacy.changesTitle')}</h2>
      <p>{richMessage('legal.privacy.changes', { mail, terms: <Link to="/terms-of-service">{t('legal.privacy.termsLink')}</Link> })}</p>
    </LegalPageLayout>
  );
}
