import { useAppStore } from '#app/store';
import { TEST_DRIVE_AGREEMENT } from './agreement-text';

/**
 * The test drive agreement's text (docs/decisions/051): Kerb's standard sections, then the dealer's own
 * conditions (testDriveAgreementText) under its name. Shown by the agreement screen, where it is read to the
 * end to accept, and by the TEST_DRIVE_AGREEMENT modal, which shows it again (docs/decisions/052).
 */
export function AgreementBody() {
  const dealer = useAppStore((s) => s.partner?.dealerName);
  const partnerText = useAppStore((s) => s.partner?.testDriveAgreementText);
  return (
    <>
      {TEST_DRIVE_AGREEMENT.map((section) => (
        <section key={section.heading}>
          <h2 className="kerb-agreement__heading">{section.heading}</h2>
          <p>{section.text}</p>
        </section>
      ))}
      {partnerText && (
        <section>
          <h2 className="kerb-agreement__heading">{dealer ? `${dealer}'s conditions` : "The dealer's conditions"}</h2>
          <p className="kerb-agreement__partner">{partnerText}</p>
        </section>
      )}
    </>
  );
}
