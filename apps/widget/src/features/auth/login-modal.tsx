import { validateLoginForm } from '@kerb/domain/borrower/register-form';
import type { MobileOrEmail } from '@kerb/domain/enums/index';
import { useState } from 'react';
import { completeVerification } from '#app/after-login';
import { type ModalComponentProps, useAppStore } from '#app/store';
import { Button } from '#ui/button';
import { Modal } from '#ui/modal';
import { ToggleGroup } from '#ui/toggle-group';
import { CodeEntry } from './code-entry';
import { EmailField, MobileField } from './contact-fields';
import { formatMobile, useCodeFlow } from './use-code-flow';
import './auth.css';

const MODES = [
  { value: 'MOBILE', label: 'Mobile' },
  { value: 'EMAIL', label: 'Email' },
] as const;

/**
 * spec 1 §2 "Login modal": "Welcome Back", mobile and code (or e-mail and code), and Sign Up switching to
 * register. Only existing accounts can log in (§8 "Sorry, you don't have an account with us").
 */
export function LoginModal({ closable, onClose }: ModalComponentProps) {
  const partner = useAppStore((s) => s.partner);
  const mode = useAppStore((s) => s.mobileOrEmail);
  const setMode = useAppStore((s) => s.setMobileOrEmail);
  const openModal = useAppStore((s) => s.openModal);
  const country = partner?.country ?? 'AU';
  const [mobile, setMobile] = useState('');
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const flow = useCodeFlow();

  const errors = validateLoginForm({ mode, mobile, email }, { country });
  const valid = Object.keys(errors).length === 0;
  const contactInvalid = touched && (mode === 'MOBILE' ? Boolean(errors.mobile) : Boolean(errors.email));
  const contactError = flow.contactError ?? (contactInvalid || undefined);
  const contact = mode === 'MOBILE' ? { mode, mobilePhone: mobile } : { mode, email };

  const changeMode = (next: MobileOrEmail) => {
    setMode(next);
    setTouched(false);
    flow.reset();
  };
  const sendCode = () => {
    setTouched(true);
    if (valid) void flow.send({ ...contact, modal: 'LOGIN', partner: partner?.id ?? '', country });
  };
  const login = () =>
    void flow.verify(
      { ...contact, code: flow.code, borrower: useAppStore.getState().borrower, partner: partner?.id ?? '', country },
      (answer) => completeVerification(useAppStore, answer.token, answer.firstName),
    );

  const sentTo = mode === 'MOBILE' ? formatMobile(mobile, country) : email;

  return (
    <Modal
      title="Welcome Back"
      description="Log in with a one-time code to pick up where you left off."
      onClose={onClose}
      closable={closable}
      footer={
        <p className="kerb-auth__switch">
          <span>New here?</span>
          <Button variant="link" onClick={() => openModal('REGISTER', { closable })}>
            Sign Up
          </Button>
        </p>
      }
    >
      <ToggleGroup label="Log in with" hideLabel options={MODES} value={mode} onChange={changeMode} />
      {mode === 'MOBILE' ? (
        <MobileField
          country={country}
          value={mobile}
          onChange={(v) => {
            setMobile(v);
            flow.reset();
          }}
          onBlur={() => setTouched(mobile.length > 0)}
          error={contactError}
        />
      ) : (
        <EmailField
          value={email}
          onChange={(v) => {
            setEmail(v);
            flow.reset();
          }}
          onBlur={() => setTouched(email.length > 0)}
          error={contactError}
        />
      )}
      <CodeEntry flow={flow} valid={valid} onSendCode={sendCode} sentTo={sentTo} submitLabel="Login" onVerify={login} />
    </Modal>
  );
}

export default LoginModal;
