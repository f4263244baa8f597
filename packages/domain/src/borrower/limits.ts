// The caps of the borrower document, written once for the widget's fields and the API's validation.
// Each cites the rule it comes from; where the spec names no cap, ours keeps values sane and is marked so.

// spec 2 §5 "Loan" / §9: purchase price max 999999; trade-in max 999999; kilometres max 999999.
export const PURCHASE_PRICE_MAX = 999_999;
export const TRADE_IN_MAX = 999_999;
export const KILOMETRES_MAX = 999_999;
// spec 2 §5 "Basic details": annual kms max 1,000,000.
export const ANNUAL_KMS_MAX = 1_000_000;
// spec 2 §5 / spec 1 §5: loan term parameter at most 7 years; balloon percentage at most 100.
export const LOAN_TERM_MIN = 1;
export const LOAN_TERM_MAX = 7;
export const BALLOON_PERCENT_MAX = 100;

// spec 2 §5 "Income": amount paid max 99999; other income max 99999; casual years max 99, months max 12.
export const INCOME_MAX = 99_999;
export const YEARS_MAX = 99;
export const MONTHS_MAX = 12;
// spec 2 §5 "Expenses": amounts max 99999; explanation max 180 characters.
export const EXPENSE_MAX = 99_999;
export const EXPLANATION_MAX_LENGTH = 180;

// spec 2 §5 "Employment entry": occupation max 50; employer phone digits only, max 10.
export const OCCUPATION_MAX_LENGTH = 50;
export const EMPLOYER_PHONE_MAX_LENGTH = 10;

// spec 2 §5 "Credit card": caps 999999.
export const CREDIT_CARD_MAX = 999_999;
// spec 2 §5: personal loan and vehicle balances and repayments 9999999.
export const LOAN_BALANCE_MAX = 9_999_999;
export const REPAYMENT_MAX = 9_999_999;
// spec 2 §5: real estate balance 999999999 and value 999999999999; other asset values 999999999.
export const REAL_ESTATE_BALANCE_MAX = 999_999_999;
export const REAL_ESTATE_VALUE_MAX = 999_999_999_999;
export const ASSET_VALUE_MAX = 999_999_999;

// spec 2 §5 "Manual vehicle": make, model, variant at most 30 characters; registration max 50.
export const VEHICLE_NAME_MAX_LENGTH = 30;
export const REGISTRATION_MAX_LENGTH = 50;
// spec 1 §2 "Stock number max 10 characters, uppercased".
export const STOCK_NUMBER_MAX_LENGTH = 10;
// spec 1 §5 "Build year: integer from 1900 to a current maximum year". The current maximum is the
// widget's (it moves with the clock); the document accepts up to next year so a saved year never expires.
export const BUILD_YEAR_MIN = 1900;

// spec 2 §5 "Seller": name and e-mail at most 100; contact name at most 20; phone at most 10 digits.
export const SELLER_NAME_MAX_LENGTH = 100;
export const SELLER_EMAIL_MAX_LENGTH = 100;
export const SELLER_CONTACT_NAME_MAX_LENGTH = 20;
export const SELLER_PHONE_MAX_LENGTH = 10;

// spec 1 §5 "Business details": directors 1 to 99; suburb max 12; postcode 4 digits; revenue max 999999999.
export const DIRECTORS_MIN = 1;
export const DIRECTORS_MAX = 99;
export const BUSINESS_SUBURB_MAX_LENGTH = 12;
export const ANNUAL_REVENUE_MAX = 999_999_999;
// spec 1 §9: ABN 11 digits; NZBN 13 digits (the abn field carries either, spec 1 §7 /api/abn/detail).
export const ABN_MAX_LENGTH = 13;

// spec 1 §5: e-mail max 50; mobile max 10 (AU) or 11 (NZ); post code exactly 4 characters.
export const EMAIL_MAX_LENGTH = 50;
export const MOBILE_MAX_LENGTH = 11;
export const POSTCODE_LENGTH = 4;
// spec 2 §5: visa number max 3 characters (max value 999); licence version number digits only, max 3.
export const VISA_NUMBER_MAX_LENGTH = 3;
export const LICENCE_VERSION_MAX_LENGTH = 3;

// Ours (the spec names none): generous caps for names and free text, so a document stays small.
export const NAME_MAX_LENGTH = 50;
export const TEXT_MAX_LENGTH = 200;
export const ID_MAX_LENGTH = 80;
export const URL_MAX_LENGTH = 1_000;
export const LIST_MAX = 50;
