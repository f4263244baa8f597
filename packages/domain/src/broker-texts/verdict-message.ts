// spec 2 §7 "The broker message on referral reads 'Your Customer {name} with application id {id} is referred
// due to low credit score.' and on approval '... is pre approved.' (sent when the test-drive flag is on)";
// spec 2 §4 "Test-drive ready and referred: optional text to the broker when the test-drive flag is on".

export type BrokerVerdict = 'APPROVED' | 'REFERRED';

/** The broker's text after the test-drive pre-approval: ready (APPROVED) or referred. */
export function brokerVerdictMessage(verdict: BrokerVerdict, name: string, applicationId: string): string {
  const customer = `Your Customer ${name.trim()} with application id ${applicationId}`;
  return verdict === 'APPROVED' ? `${customer} is pre approved.` : `${customer} is referred due to low credit score.`;
}
