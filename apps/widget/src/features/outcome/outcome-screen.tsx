import type { ReactNode } from 'react';
import type { ScreenId } from '@kerb/domain/journey/ids';
import { useAppStore } from '#app/store';
import { ScreenLayout } from '#ui/screen-layout';
import { ContactBox } from './contact-box';
import { OutcomeIllustration } from './outcome-illustration';
import './outcome.css';

/** The borrower's first name and the dealership's name, for an outcome's words. */
export function useOutcomeNames() {
  const firstName = useAppStore((s) => s.borrower.personalDetails?.firstName ?? s.firstName);
  const dealer = useAppStore((s) => s.partner?.dealerName);
  return { thanks: firstName ? `Thanks, ${firstName}. ` : 'Thanks. ', dealer };
}

/**
 * spec 2 §2 "Indicatively referred and declined": a verdict screen with no way back or on, its words, and the
 * partner's phone and e-mail links (ContactBox).
 */
export function OutcomeScreen({ screenId, title, tone, contactHeading, action, children }: {
  screenId: ScreenId; title: string; tone: 'referred' | 'declined'; contactHeading?: string;
  /** The one way on, where the screen has one (the ineligible screens' button). */
  action?: { label: string; onClick: () => void };
  children: ReactNode;
}) {
  return (
    <ScreenLayout screenId={screenId} title={title} hideNav={!action} hideBack nextLabel={action?.label} onNext={action?.onClick}>
      <OutcomeIllustration tone={tone} />
      {children}
      <ContactBox heading={contactHeading} />
    </ScreenLayout>
  );
}
