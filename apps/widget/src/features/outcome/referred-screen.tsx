import { REFERRED_TITLE } from '@kerb/domain/quote/outcome';
import { OutcomeScreen, useOutcomeNames } from './outcome-screen';

/** spec 2 §2 "Indicatively referred": 'We'll be in touch soon!' with the partner's phone and e-mail. */
export function ReferredScreen() {
  const { thanks, dealer } = useOutcomeNames();
  return (
    <OutcomeScreen screenId="REFERRED" title={REFERRED_TITLE} tone="referred" contactHeading="Want to talk sooner?">
      <p className="kerb-outcome__text">
        {thanks}
        Your application needs a closer look, so a finance specialist{dealer ? ` from ${dealer}` : ''} will review it and
        contact you shortly to talk through your options.
      </p>
    </OutcomeScreen>
  );
}

export default ReferredScreen;
