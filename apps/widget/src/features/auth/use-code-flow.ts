import { TOO_MANY_ATTEMPTS } from '@kerb/domain/session/messages';
import type { VerifyResponse } from '@kerb/domain/contracts/verify';
import { useState } from 'react';
import { codeRequestMessage, type CodeRequest, requestCode, verifyCode, verifyMessage, type VerifyInput } from './auth-api';
import { takeCodeRequest } from './code-throttle-storage';

/**
 * The send-code-then-verify steps shared by the login and register modals (spec 1 §2): the Send Code
 * button's states (sending, sent), checking while verifying, and the §8 errors under the right field.
 */
export function useCodeFlow() {
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [checking, setChecking] = useState(false);
  const [code, setCode] = useState('');
  const [contactError, setContactError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);

  /** The contact changed: a code must be sent again. */
  const reset = () => {
    setSent(false);
    setCode('');
    setContactError(null);
    setCodeError(null);
  };

  const send = async (request: CodeRequest) => {
    setContactError(null);
    setCodeError(null);
    // spec 1 §5 / §8: five code requests within 15 minutes (mobile) block the browser for 15 minutes.
    if (request.mode === 'MOBILE' && !takeCodeRequest()) {
      setContactError(TOO_MANY_ATTEMPTS);
      return;
    }
    setSending(true);
    try {
      await requestCode(request);
      setSent(true);
    } catch (error) {
      setContactError(codeRequestMessage(error));
    } finally {
      setSending(false);
    }
  };

  const verify = async (input: VerifyInput, onVerified: (answer: VerifyResponse) => Promise<void>) => {
    setCodeError(null);
    setChecking(true);
    try {
      const answer = await verifyCode(input);
      await onVerified(answer);
    } catch (error) {
      setCodeError(verifyMessage(error));
    } finally {
      setChecking(false);
    }
  };

  return {
    sending, sent, checking, code, contactError, codeError, reset, send, verify,
    setCode: (value: string) => {
      setCode(value);
      setCodeError(null);
    },
  };
}

/** Groups a mobile for reading back ("0412 345 678"; NZ "021 234 5678"). */
export function formatMobile(mobile: string, country: 'AU' | 'NZ'): string {
  if (country === 'AU' && mobile.length === 10) return `${mobile.slice(0, 4)} ${mobile.slice(4, 7)} ${mobile.slice(7)}`;
  if (mobile.length > 6) return `${mobile.slice(0, 3)} ${mobile.slice(3, 6)} ${mobile.slice(6)}`;
  return mobile;
}
