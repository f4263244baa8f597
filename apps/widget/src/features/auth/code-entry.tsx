import { CHECKING, canSendCode, sendCodeLabel } from '@kerb/domain/borrower/register-form';
import { Button } from '#ui/button';
import { CodeInput } from '#ui/code-input';
import type { useCodeFlow } from './use-code-flow';

export interface CodeEntryProps {
  flow: ReturnType<typeof useCodeFlow>;
  /** The contact details pass the form's rules, so a code may be sent. */
  valid: boolean;
  onSendCode: () => void;
  /** The mobile or e-mail the code went to, as read back to the visitor. */
  sentTo: string;
  /** "Login" or "Verify". */
  submitLabel: string;
  onVerify: () => void;
}

const isCode = (code: string) => /^\d{6}$/.test(code);

/**
 * spec 1 §2 "Login modal" and "Register modal": Send Code (Sending..., Code Sent), then the 6-digit code
 * and the button that checks it (Checking...), shared by both modals.
 */
export function CodeEntry({ flow, valid, onSendCode, sentTo, submitLabel, onVerify }: CodeEntryProps) {
  return (
    <>
      <Button
        variant={flow.sent ? 'secondary' : 'primary'}
        block
        busy={flow.sending}
        done={flow.sent}
        disabled={!canSendCode({ valid, sending: flow.sending, sent: flow.sent })}
        onClick={onSendCode}
      >
        {sendCodeLabel({ sending: flow.sending, checking: false, sent: flow.sent })}
      </Button>
      {flow.sent && (
        <form
          className="kerb-auth__code"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (isCode(flow.code) && !flow.checking) onVerify();
          }}
        >
          <CodeInput
            value={flow.code}
            onChange={flow.setCode}
            error={flow.codeError ?? undefined}
            hint={`Enter the 6-digit code we sent to ${sentTo}.`}
            autoFocus
            disabled={flow.checking}
          />
          <Button type="submit" variant="primary" block busy={flow.checking} disabled={!isCode(flow.code) || flow.checking}>
            {flow.checking ? CHECKING : submitLabel}
          </Button>
        </form>
      )}
    </>
  );
}
