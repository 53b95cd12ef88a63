import { useObservableState } from 'observable-hooks';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TOKENS } from '../../adapters/composition/tokens';
import { DEFAULT_FAKE_UID, type FakeConsentRequest, type FakeIdentityConsent } from '../../adapters/identity/fake-identity-provider';
import type { SocialChannel } from '../../core/identity/model';
import { useService } from '../app/container-context';
import { ModalDialog } from '../ui/modal-dialog';
import { TextField } from '../ui/text-field';

/** Brand names, the same in every language. */
const CHANNEL_NAMES: Readonly<Record<SocialChannel, string>> = { google: 'Google', facebook: 'Facebook', twitter: 'Twitter', line: 'LINE' };

/**
 * Mock mode's stand-in for the provider's popup (docs/decisions.md "Identity adapters"): asks which
 * test account signs in, or confirms sending a phone code. Renders nothing outside mock builds.
 */
export function FakeIdentityConsentDialog() {
  const consent = useService(TOKENS.FakeIdentityConsent);
  return consent ? <PendingConsent consent={consent} /> : null;
}

function PendingConsent({ consent }: { readonly consent: FakeIdentityConsent }) {
  const request = useObservableState(consent.request$, null);
  if (!request) return null;
  const key = request.kind === 'social' ? `social-${request.channel}` : `phone-${request.phoneNumber}`;
  return <ConsentForm key={key} request={request} consent={consent} />;
}

function ConsentForm({ request, consent }: { readonly request: FakeConsentRequest; readonly consent: FakeIdentityConsent }) {
  const { t } = useTranslation();
  const [uid, setUid] = useState(DEFAULT_FAKE_UID);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    consent.approve(uid);
  };
  const title =
    request.kind === 'social'
      ? t('fake_identity_title', { channel: CHANNEL_NAMES[request.channel] })
      : t('fake_identity_phone_title', { phoneNumber: request.phoneNumber });
  return (
    <ModalDialog
      title={title}
      message={request.kind === 'phone' ? t('fake_identity_phone_hint') : undefined}
      role="dialog"
      onDismiss={() => consent.deny()}
      layout="list"
    >
      <form className="form" onSubmit={submit} noValidate>
        {request.kind === 'social' && (
          <TextField label={t('fake_identity_uid')} name="uid" type="text" autoComplete="off" value={uid} onChange={setUid} />
        )}
        <div className="button-row">
          <button type="submit" className="button primary">
            {t('fake_identity_continue')}
          </button>
          <button type="button" className="button secondary" onClick={() => consent.deny()}>
            {t('cancel')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
