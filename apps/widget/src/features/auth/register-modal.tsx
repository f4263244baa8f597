import type { Address } from '@kerb/domain/borrower/address';
import { personNameMessage } from '@kerb/domain/borrower/person-name';
import {
  FIRST_NAME_MAX_LENGTH, POST_CODE_LENGTH, registerTitle, validateRegisterForm,
} from '@kerb/domain/borrower/register-form';
import { useState } from 'react';
import { completeVerification } from '#app/after-login';
import { type ModalComponentProps, useAppStore } from '#app/store';
import { Button } from '#ui/button';
import { Checkbox } from '#ui/checkbox';
import { Modal } from '#ui/modal';
import { TextField } from '#ui/text-field';
import { CodeEntry } from './code-entry';
import { EmailField, MobileField } from './contact-fields';
import { formatMobile, useCodeFlow } from './use-code-flow';
import './auth.css';

type Field = 'firstName' | 'mobile' | 'email' | 'postCode';

/**
 * spec 1 §2 "Register modal": title by asset type; first name, mobile, optional post code and e-mail,
 * business consent for business loans, Send Code (Sending..., Code Sent), the code, and Login switching
 * to the login modal. spec 1 §5 "Register and login" for every field rule (domain validateRegisterForm).
 */
export function RegisterModal({ closable, onClose }: ModalComponentProps) {
  const partner = useAppStore((s) => s.partner);
  const borrower = useAppStore((s) => s.borrower);
  const params = useAppStore((s) => s.params);
  const openModal = useAppStore((s) => s.openModal);
  const country = partner?.country ?? 'AU';
  const loanUsage = borrower.loan?.loanUsage ?? params?.loanUsage ?? partner?.loanUsage;
  const signup = partner?.signupOptions;
  const [values, setValues] = useState({
    firstName: borrower.personalDetails?.firstName ?? '',
    mobile: borrower.personalDetails?.mobilePhone ?? '',
    email: borrower.personalDetails?.email ?? '',
    postCode: borrower.address?.[0]?.postcode ?? '',
    businessConsent: false,
  });
  const [touched, setTouched] = useState<Partial<Record<Field | 'businessConsent', boolean>>>({});
  const flow = useCodeFlow();

  const errors = validateRegisterForm(values, { country, loanUsage, signupOptions: signup });
  const valid = Object.keys(errors).length === 0;
  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (field === 'mobile') flow.reset();
  };
  const blur = (field: Field) => () => setTouched((t) => ({ ...t, [field]: values[field].length > 0 || t[field] }));
  const invalid = (field: Field) => (touched[field] && errors[field] ? true : undefined);
  /** A field's value, change, blur and error, wired to the form's rules; `clean` tidies what is typed. */
  const bind = (field: Field, clean: (value: string) => string = (value) => value) => ({
    value: values[field],
    onChange: (value: string) => set(field, clean(value)),
    onBlur: blur(field),
    error: invalid(field),
  });
  const terms = `By continuing you agree to the Terms and Conditions and Privacy Policy of ${partner?.dealerName ?? 'Kerb'} and Kerb.`;

  const sendCode = () => {
    setTouched({ firstName: true, mobile: true, email: true, postCode: true, businessConsent: true });
    if (valid) void flow.send({ mode: 'MOBILE', mobilePhone: values.mobile, modal: 'REGISTER', partner: partner?.id ?? '', country });
  };

  const createAccount = () => {
    const firstName = values.firstName.trim();
    const store = useAppStore.getState();
    // What the visitor typed joins the borrower kept so far; it is saved on login (issue 2 "Borrowers").
    const address: Address[] = values.postCode
      ? [{ ...store.borrower.address?.[0], postcode: values.postCode }, ...(store.borrower.address?.slice(1) ?? [])]
      : (store.borrower.address ?? []);
    const next = {
      ...store.borrower,
      personalDetails: { ...store.borrower.personalDetails, firstName, mobilePhone: values.mobile, ...(values.email ? { email: values.email } : {}) },
      ...(address.length ? { address } : {}),
    };
    void flow.verify(
      {
        mode: 'MOBILE', mobilePhone: values.mobile, code: flow.code, borrower: next, firstName,
        termsAndConditionsMessage: terms, partner: partner?.id ?? '', country,
      },
      async (answer) => {
        useAppStore.getState().setBorrower(next);
        await completeVerification(useAppStore, answer.token, answer.firstName || firstName);
      },
    );
  };

  return (
    <Modal
      title={registerTitle(borrower.vehicle?.assetType ?? params?.assetType ?? partner?.assetType)}
      description="Create your free account to save your progress and see your personalised quote."
      onClose={onClose}
      closable={closable}
      footer={
        <p className="kerb-auth__switch">
          <span>Already have an account?</span>
          <Button variant="link" onClick={() => openModal('LOGIN', { closable })}>
            Login
          </Button>
        </p>
      }
    >
      <TextField
        label="First name"
        name="firstName"
        autoComplete="given-name"
        autoCapitalize="words"
        maxLength={FIRST_NAME_MAX_LENGTH}
        {...bind('firstName')}
        error={invalid('firstName') && personNameMessage(values.firstName)}
        hint="As shown on your licence"
      />
      <MobileField
        country={country}
        {...bind('mobile')}
        error={flow.contactError ?? invalid('mobile')}
      />
      <EmailField
        {...bind('email')}
        hint={signup?.requireEmail ? undefined : 'Optional'}
      />
      <TextField
        label="Post code"
        name="postCode"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={POST_CODE_LENGTH}
        {...bind('postCode', (v) => v.replace(/\D/g, ''))}
        hint={signup?.requirePostCode ? undefined : 'Optional'}
      />
      {loanUsage === 'BUSINESS' && (
        <Checkbox
          checked={values.businessConsent}
          onChange={(checked) => setValues((v) => ({ ...v, businessConsent: checked }))}
          invalid={Boolean(touched.businessConsent && errors.businessConsent)}
        >
          I confirm this finance is for business purposes and consent to my business details being checked.
        </Checkbox>
      )}
      <p className="kerb-auth__terms">
        {partner?.termsAndConditionsLink ? (
          <>
            By continuing you agree to the{' '}
            <a href={partner.termsAndConditionsLink} target="_blank" rel="noopener noreferrer">
              Terms and Conditions and Privacy Policy
            </a>{' '}
            of {partner.dealerName ?? 'Kerb'} and Kerb.
          </>
        ) : (
          terms
        )}
      </p>
      <CodeEntry
        flow={flow}
        valid={valid}
        onSendCode={sendCode}
        sentTo={formatMobile(values.mobile, country)}
        submitLabel="Verify"
        onVerify={createAccount}
      />
    </Modal>
  );
}

export default RegisterModal;
