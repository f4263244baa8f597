import { REFERRED_TITLE } from '@kerb/domain/quote/outcome';
import { useAppStore } from '#app/store';
import { ScreenLayout } from '#ui/screen-layout';
import { ContactBox } from './contact-box';
import { OutcomeIllustration } from './outcome-illustration';
import './outcome.css';

/** spec 2 §2 "Indicatively referred": 'We'll be in touch soon!' with the partner's phone and e-mail. */
export function ReferredScreen() {
  const firstName = useAppStore((s) => s.borrower.personalDetails?.firstName ?? s.firstName);
  const dealer = useAppStore((s) => s.partner?.dealerName);
  return (
    <ScreenLayout screenId="REFERRED" title={REFERRED_TITLE} hideNav>
      <OutcomeIllustration tone="referred" />
      <p className="kerb-outcome__text">
        {firstName ? `Thanks, ${firstName}. ` : 'Thanks. '}
        Your application needs a closer look, so a finance specialist{dealer ? ` from ${dealer}` : ''} will review it and
        contact you shortly to talk through your options.
      </p>
      <ContactBox heading="Want to talk sooner?" />
    </ScreenLayout>
  );
}

export default ReferredScreen;
