import { useState } from 'react';
import { Button } from './button';
import { Spinner } from './spinner';
import './continue-on-phone.css';

type Status = { kind: 'CLOSED' } | { kind: 'LOADING' } | { kind: 'READY'; link: string; image: string } | { kind: 'FAILED' };

/** A QR code of `link` as an SVG image (the QR library is a lazy chunk: only this panel needs it). */
async function qrImageOf(link: string): Promise<string> {
  const { toString } = await import('qrcode');
  const svg = await toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 1, color: { dark: '#0b1b33', light: '#ffffff' } });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A computer rather than a phone: the only place a code to scan with a phone's camera makes sense. */
const onComputer = () => typeof matchMedia === 'function' && matchMedia('(pointer: fine)').matches;

/**
 * Issue 10 "Continue on your phone": a borrower on a computer scans the code with the phone's camera and
 * carries on there, logged in, on the same screen, to photograph documents. `createLink` makes a fresh
 * one-time link each time the panel opens (POST /api/urlShortener/create-login).
 */
export function ContinueOnPhone({ createLink }: { createLink: () => Promise<string> }) {
  const [status, setStatus] = useState<Status>({ kind: 'CLOSED' });
  const open = async () => {
    setStatus({ kind: 'LOADING' });
    try {
      const link = await createLink();
      setStatus({ kind: 'READY', link, image: await qrImageOf(link) });
    } catch {
      setStatus({ kind: 'FAILED' });
    }
  };

  if (!onComputer()) return null;
  if (status.kind === 'CLOSED' || status.kind === 'FAILED') {
    return (
      <div className="kerb-phone">
        <Button variant="secondary" block onClick={() => void open()}>Continue on your phone</Button>
        {status.kind === 'FAILED' && <p className="kerb-phone__error" role="alert">We couldn't make a code just now. Please try again.</p>}
      </div>
    );
  }
  return (
    <section className="kerb-phone kerb-phone--open" aria-labelledby="kerb-phone-title" aria-live="polite">
      <h2 id="kerb-phone-title" className="kerb-phone__title">Continue on your phone</h2>
      {status.kind === 'LOADING' ? (
        <p className="kerb-phone__loading"><Spinner size={18} /> Making your code…</p>
      ) : (
        <>
          <img className="kerb-phone__code" src={status.image} width={184} height={184} alt="QR code that opens this application on your phone" />
          <p className="kerb-phone__text">
            Point your phone's camera at the code to open this screen there, already signed in. Photos you add on
            your phone appear here straight away.
          </p>
          <p className="kerb-phone__note">The code works once and expires soon. <a href={status.link} target="_blank" rel="noreferrer">Open the link</a></p>
        </>
      )}
    </section>
  );
}
