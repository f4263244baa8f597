import { DECLINED_MESSAGE, DECLINED_TITLE } from '@kerb/domain/quote/outcome';
import { OutcomeScreen } from './outcome-screen';

/** spec 2 §2 / §8: declined: 'Sorry about that' and 'Unfortunately, we can't help you right now.' */
export function DeclinedScreen() {
  return (
    <OutcomeScreen screenId="DECLINED" title={DECLINED_TITLE} tone="declined">
      <p className="kerb-outcome__lead">{DECLINED_MESSAGE}</p>
      <p className="kerb-outcome__text">
        Our lenders can’t offer this loan at the moment. Circumstances change, and we’re happy to talk about what
        might help next time.
      </p>
    </OutcomeScreen>
  );
}

export default DeclinedScreen;
