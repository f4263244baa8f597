import type { Country } from '@kerb/domain/enums/index';
/** "$32,000" (decimals 0) or "$612.40" (decimals 2), in the application's currency. */
export declare function formatMoney(value: number, country: Country, decimals?: 0 | 2): string;
/** A price or balance: whole dollars unless it has cents. */
export declare const formatAmount: (value: number, country: Country) => string;
export declare const formatRate: (percent: number) => string;
/** A calendar date YYYY-MM-DD (or dd/mm/yyyy, as business dates are stored) as dd/MM/yyyy. */
export declare function formatDate(value: string): string;
/** A moment as "dd/MM/yyyy HH:mm AEDT", in the application's country. */
export declare function formatMoment(iso: string, country: Country): string;
/** Just the day of a moment, dd/MM/yyyy, in the application's country. */
export declare const formatMomentDay: (iso: string, country: Country) => string;
/** PASSENGER_VEHICLE → "Passenger vehicle", with the exceptions above. */
export declare function words(value: string | undefined): string | undefined;
export declare const yesNo: (value: boolean | undefined) => "Yes" | "No" | undefined;
/** An ABN as printed on invoices ("51 824 753 556") and an ACN ("824 753 556"); other numbers as given. */
export declare function businessNumber(digits: string | undefined): string | undefined;
