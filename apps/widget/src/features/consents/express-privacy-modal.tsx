import { allConsentsAgreed, type Agreements } from '@kerb/domain/borrower/agreements';
import { useState } from 'react';
import { saveBorrower } from '#app/borrower-sync';
import { goNext } from '#app/journey';
import { type ModalComponentProps, useAppStore } from '#app/store';
import { Alert } from '#ui/alert';
import { Button } from '#ui/button';
import { Checkbox } from '#ui/checkbox';
import { Modal } from '#ui/modal';
import './consents.css';

type ConsentKey = 'defaultPrivacy' | 'marketing' | 'creditBureauVerificationExchange';

/**
 * spec 1 §2 "Express privacy: Continue enabled only when privacy, marketing and verification-exchange
 * consents are all agreed." Opened after login when a consent is missing (spec 1 §4). Agreeing saves the
 * three consents on the borrower; the server dates them.
 */
export function ExpressPrivacyModal({ closable, onClose }: ModalComponentProps) {
  const partner = useAppStore((s) => s.partner);
  const stored = useAppStore((s) => s.borrower.agreements as Agreements | undefined);
  const [agreed, setAgreed] = useState<Record<ConsentKey, boolean>>({
    defaultPrivacy: Boolean(stored?.defaultPrivacy?.agreed),
    marketing: Boolean(stored?.marketing?.agreed),
    creditBureauVerificationExchange: Boolean(stored?.creditBureauVerificationExchange?.agreed),
  });
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const agreements: Agreements = {
    ...stored,
    defaultPrivacy: { agreed: agreed.defaultPrivacy },
    marketing: { agreed: agreed.marketing },
    creditBureauVerificationExchange: { agreed: agreed.creditBureauVerificationExchange },
  };
  const canContinue = allConsentsAgreed(agreements) && !saving;
  const toggle = (key: ConsentKey) => (checked: boolean) => setAgreed((a) => ({ ...a, [key]: checked }));

  const onContinue = async () => {
    setSaving(true);
    setFailed(false);
    const borrower = { ...useAppStore.getState().borrower, agreements };
    const ok = await saveBorrower(useAppStore, borrower);
    setSaving(false);
    if (!ok) return setFailed(true);
    onClose();
    // spec 1 §4: with all three consents agreed "the modal closes ... Servicing success goes to identification":
    // the step servicing success's Next was waiting for.
    if (useAppStore.getState().display === 'SERVICING_SUCCESS') goNext('SERVICING_SUCCESS');
  };

  const privacyLink = partner?.termsAndConditionsLink;
  return (
    <Modal
      title="Before we continue"
      description="To find the lenders that suit you, we need your consent to the following."
      onClose={onClose}
      closable={closable}
      footer={
        <Button variant="primary" block disabled={!canContinue} busy={saving} onClick={() => void onContinue()}>
          Continue
        </Button>
      }
    >
      <div className="kerb-consents">
        <Checkbox checked={agreed.defaultPrivacy} onChange={toggle('defaultPrivacy')}>
          I have read and agree to the{' '}
          {privacyLink ? (
            <a href={privacyLink} target="_blank" rel="noreferrer">
              privacy policy and terms
            </a>
          ) : (
            'privacy policy and terms'
          )}
          .
        </Checkbox>
        <Checkbox checked={agreed.marketing} onChange={toggle('marketing')}>
          I agree to be contacted about my application and related offers by phone, SMS and e-mail.
        </Checkbox>
        <Checkbox checked={agreed.creditBureauVerificationExchange} onChange={toggle('creditBureauVerificationExchange')}>
          I agree to my identity and credit information being verified with a credit reporting body. This does not
          affect my credit score.
        </Checkbox>
      </div>
      {failed && <Alert tone="error">Error, please try again</Alert>}
    </Modal>
  );
}

export default ExpressPrivacyModal;
