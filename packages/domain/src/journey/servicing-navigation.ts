import {
  isConsumer, isNovated, isTestDrive, toModal, toScreen, type JourneyContext, type Step,
} from './journey-context';
import { servicingOnIncome } from './income-navigation';

// spec 2 §2 "Servicing success" and "Servicing failure": Next, Back and the failure screen's two buttons.

/** "test-drive journey goes to the pre-approval animation" */
export const testDriveToPreApproval = (ctx: JourneyContext) => isTestDrive(ctx);
/** "else if not registered opens register" */
export const unregistered = (ctx: JourneyContext) => !ctx.registered;
/** "a personal loan without credit-bureau verification and marketing agreement opens the express privacy modal" */
export const consumerWithoutConsents = (ctx: JourneyContext) => {
  const agreements = ctx.borrower.agreements;
  return isConsumer(ctx) && !(agreements?.creditBureauVerificationExchange?.agreed && agreements.marketing?.agreed);
};
/** "novated goes to employment with a work-history modal" */
export const novatedToEmployment = (ctx: JourneyContext) => isNovated(ctx);

export function servicingSuccessNext(ctx: JourneyContext): Step {
  if (testDriveToPreApproval(ctx)) return toScreen('PREPPROVAL_ANIMATION');
  if (unregistered(ctx)) return toModal('REGISTER');
  if (consumerWithoutConsents(ctx)) return toModal('EXPRESS_PRIVACY');
  if (novatedToEmployment(ctx)) return toScreen('EMPLOYMENT', 'WORK_HISTORY');
  // "otherwise identification"
  return toScreen('IDENTIFICATION');
}

/** Back is not shown: the screen that ran the serviceability check (income or expense). */
export const servicingBack = (ctx: JourneyContext): Step => toScreen(servicingOnIncome(ctx) ? 'INCOME' : 'EXPENSE');

/** spec 2 §2 "Servicing failure": "Reduce Loan (to loan)". */
export const reduceLoan = (): Step => toScreen('LOAN');
/** "Edit Answers (to income)". Next on this screen is Edit Answers (docs/decisions/026). */
export const editAnswers = (): Step => toScreen('INCOME');
export const servicingFailureNext = (): Step => editAnswers();
