import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { EMPTY_SIGNATURE_MESSAGE } from '../../lib/contract';
import { useCurrentUser } from '../../lib/current-user';
import { errorMessage } from '../../lib/http';
import { useConsentDocument } from './api/get-consent-document';
import { useMyConsents } from './api/get-my-consents';
import { useSubmitConsent } from './api/submit-consent';
import { afterConsentPath, FINISH_STUDY_PATH } from './consent-navigation';
import { SignatureField, type SignatureHandle } from './signature-field';
import { useLanguage } from './use-language';
import './clinical-trial.css';

const formatLastUpdated = (isoDate: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(isoDate));

/** clinical-trial/consent: the Informed Consent, a drawn (or typed) signature, I Consent or I Decline. */
export function ConsentPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const consentDocument = useConsentDocument(language);
  const submit = useSubmitConsent();
  const mine = useMyConsents();
  const pad = useRef<SignatureHandle>(null);
  const [typing, setTyping] = useState(false);
  const [typedName, setTypedName] = useState('');
  // One key per signature: a retry after a failed request lands once; any change of the signature starts a new one.
  const key = useRef<string>(crypto.randomUUID());
  const newKey = () => {
    key.current = crypto.randomUUID();
  };

  const onConsent = () => {
    const doc = consentDocument.data;
    const name = typedName.trim();
    const empty = typing ? name === '' : (pad.current?.isEmpty() ?? true);
    if (empty) {
      window.alert(EMPTY_SIGNATURE_MESSAGE);
      return;
    }
    if (!doc || !pad.current) return;
    submit.mutate(
      {
        idempotencyKey: key.current,
        body: {
          DocumentID: doc.ID,
          Version: doc.Version,
          Language: doc.Language,
          SignaturePng: pad.current.image(typing ? name : undefined),
          Strokes: typing ? [] : pad.current.strokes(),
          ...(typing ? { TypedName: name } : {}),
        },
      },
      { onSuccess: () => void navigate(afterConsentPath(user?.hasIDCard ?? false)) },
    );
  };

  const onClear = () => {
    pad.current?.clear();
    setTypedName('');
    newKey();
  };

  // Back from the ID capture (or here again): this document is signed and the ID is on file, so go on.
  const signed = mine.data?.some(
    (c) =>
      c.State === 'active' &&
      c.DocumentID === consentDocument.data?.ID &&
      c.Version === consentDocument.data.Version,
  );
  if (signed && user?.hasIDCard && !submit.isPending) return <Navigate to={FINISH_STUDY_PATH} replace />;

  return (
    <main className="standalone-page">
      <section className="consent" aria-labelledby="consent-title">
        <h1 id="consent-title" className="page__title">
          {consentDocument.data?.Title ?? t('pages.consent')}
        </h1>
        {consentDocument.isError ? (
          <p className="alert alert-error" role="alert">
            {errorMessage(consentDocument.error, t('clinicalTrial.loadError'))}
          </p>
        ) : null}
        {consentDocument.data ? (
          <>
            <p className="consent__updated">
              {t('clinicalTrial.consent.lastUpdated', {
                date: formatLastUpdated(consentDocument.data.LastUpdated, language),
              })}
            </p>
            <div className="consent__text" tabIndex={0} aria-label={t('clinicalTrial.consent.textLabel')}>
              {consentDocument.data.Text.split('\n\n').map((paragraph, i) => (
                <p key={i}>{paragraph}</p>
              ))}
            </div>
          </>
        ) : null}
        <p id="consent-prompt" className="consent__prompt">
          {t('clinicalTrial.consent.prompt')}
        </p>
        <div className="consent__pad">
          <SignatureField ref={pad} onChange={newKey} />
        </div>
        <label className="consent__typed-toggle">
          <input
            type="checkbox"
            checked={typing}
            onChange={(e) => {
              setTyping(e.target.checked);
              newKey();
            }}
          />{' '}
          {t('clinicalTrial.consent.typeInstead')}
        </label>
        {typing ? (
          <div className="form-field">
            <label htmlFor="typed-name">{t('clinicalTrial.consent.typedName')}</label>
            <input
              id="typed-name"
              type="text"
              autoComplete="name"
              maxLength={100}
              value={typedName}
              aria-describedby="consent-prompt"
              onChange={(e) => {
                setTypedName(e.target.value);
                newKey();
              }}
            />
          </div>
        ) : null}
        {submit.isError ? (
          <p className="alert alert-error" role="alert">
            {errorMessage(submit.error, t('clinicalTrial.consent.submitError'))}
          </p>
        ) : null}
        <div className="consent__actions">
          <button type="button" className="btn btn-secondary" onClick={onClear}>
            {t('clinicalTrial.consent.clear')}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            onClick={onConsent}
            disabled={submit.isPending || !consentDocument.data}
          >
            {t('clinicalTrial.consent.consent')}
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => void navigate('/patient/dashboard')}
          >
            {t('clinicalTrial.consent.decline')}
          </button>
        </div>
      </section>
    </main>
  );
}
