import { outcomeContact } from '@kerb/domain/quote/outcome';
import { useAppStore } from '#app/store';

/** "1300555101" → "1300 555 101"; "0412345678" → "0412 345 678"; others as given. */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (/^(13|18)00\d{6}$/.test(digits) || /^04\d{8}$/.test(digits)) return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  if (/^0800\d{6}$/.test(digits)) return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  if (/^0\d{9}$/.test(digits)) return `(${digits.slice(0, 2)}) ${digits.slice(2, 6)} ${digits.slice(6)}`;
  return phone;
}

/**
 * spec 2 §2 "Indicatively referred and declined": the partner's contact phone and e-mail as links,
 * falling back to the default contact (domain outcomeContact).
 */
export function ContactBox({ heading = 'Talk to us' }: { heading?: string }) {
  const partner = useAppStore((s) => s.partner);
  const { phone, email } = outcomeContact(partner);
  return (
    <section className="kerb-contact" aria-labelledby="kerb-contact-title">
      <h2 id="kerb-contact-title" className="kerb-contact__title">{heading}</h2>
      {phone && (
        <a className="kerb-contact__link" href={`tel:${phone.replace(/\s/g, '')}`}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
          </svg>
          <span>
            <span className="kerb-contact__label">Call</span>
            {formatPhone(phone)}
          </span>
        </a>
      )}
      {email && (
        <a className="kerb-contact__link" href={`mailto:${email}`}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <rect x="3" y="5" width="18" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <path d="M4 7l8 6 8-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
          </svg>
          <span>
            <span className="kerb-contact__label">Email</span>
            {email}
          </span>
        </a>
      )}
    </section>
  );
}
