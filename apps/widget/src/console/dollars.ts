/** Whole dollars as the borrower typed them (AU or NZ, the lead's own currency), as prices are (UI.md "Numbers"). */
export const dollars = (amount: number) => `$${Math.round(amount).toLocaleString('en-AU')}`;
