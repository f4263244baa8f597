import type { LicenceSide as Side } from '@kerb/domain/borrower/licence-reading';
import type { SupportingDoc } from '@kerb/domain/borrower/supporting-docs';
import { useId, useRef } from 'react';
import { FieldError } from '#ui/text-field';
import { Spinner } from '#ui/spinner';
import { UploadCard } from '#ui/upload-card';
import { useLicenceUpload } from './use-licence-upload';

const SIDE_WORDS: Record<Side, { title: string; hint: string }> = {
  DRIVER_LICENCE_FRONT: { title: 'Front of your licence', hint: 'The side with your photo' },
  DRIVER_LICENCE_BACK: { title: 'Back of your licence', hint: 'The side with conditions or your address' },
};

/** Photos only: a licence is a card (spec 2 §2 "card only"), taken with the camera or chosen from the phone. */
const LICENCE_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

/**
 * spec 2 §2 "Identification": one side of the licence "each a collapsible section". Open while it still
 * needs a photo; the summary line says when it is done.
 */
export function LicenceSideSection({ side, stored, missing }: { side: Side; stored: SupportingDoc | undefined; missing: boolean }) {
  const upload = useLicenceUpload(side);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const words = SIDE_WORDS[side];
  const error = upload.error ?? (missing ? 'Please add this side of your licence' : null);
  return (
    <UploadCard title={words.title} added={Boolean(stored)} invalid={missing}>
      {upload.preview ? (
        <img className="kerb-licence__preview" src={upload.preview} alt={`${words.title}, as added`} />
      ) : stored ? (
        <p className="kerb-licence__file">{stored.filename}</p>
      ) : (
        <p className="kerb-licence__hint">{words.hint}. Lay the card flat in good light, all four corners in view.</p>
      )}
      <label className="kerb-button kerb-button--secondary kerb-button--block kerb-licence__choose" htmlFor={inputId} aria-busy={upload.uploading || undefined}>
        {upload.uploading ? <><Spinner size={18} /> Uploading...</> : stored ? 'Replace photo' : 'Take or choose a photo'}
      </label>
      <input
        ref={input} id={inputId} className="kerb-visually-hidden" type="file" accept={LICENCE_ACCEPT} capture="environment"
        aria-label={`${words.title}: take or choose a photo`} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}
        disabled={upload.uploading}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void upload.choose(file);
        }}
      />
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </UploadCard>
  );
}
