import type { CreditBandRates, Lender, LenderProduct, LenderWithProducts, RateCard } from '@kerb/domain/lending/panel';
export type ProductDraft = Omit<LenderProduct, 'id' | 'lenderId'> & {
    key: string;
};
/** Rates by credit band: GREAT, DECENT, POOR (a missing band is not lent to). */
export declare const bands: (great?: number, decent?: number, poor?: number) => CreditBandRates;
export declare const fullDoc: (great?: number, decent?: number, poor?: number) => RateCard;
/** Full doc, and low doc at a margin above it (low doc is priced for the missing evidence). */
export declare const withLowDoc: (full: CreditBandRates, lowMargin: number, alt?: CreditBandRates) => RateCard;
export declare const consumerCar: (rates: RateCard, fees: [number, number, number], extra?: Partial<ProductDraft>) => ProductDraft;
export declare const commercialCar: (rates: RateCard, fees: [number, number, number], extra?: Partial<ProductDraft>) => ProductDraft;
export declare const truck: (rates: RateCard, fees: [number, number, number], extra?: Partial<ProductDraft>) => ProductDraft;
export declare const plant: (rates: RateCard, fees: [number, number, number], extra?: Partial<ProductDraft>) => ProductDraft;
export declare const personalLoan: (rates: RateCard, fees: [number, number, number], extra?: Partial<ProductDraft>) => ProductDraft;
export declare const motorcycle: (rates: RateCard, fees: [number, number, number], extra?: Partial<ProductDraft>) => ProductDraft;
export declare const marine: (rates: RateCard, fees: [number, number, number], extra?: Partial<ProductDraft>) => ProductDraft;
export declare const novated: (rates: RateCard, fees: [number, number, number], extra?: Partial<ProductDraft>) => ProductDraft;
type LenderDraft = Omit<Lender, 'id' | 'isSample' | 'name'> & {
    name: string;
};
/** A sample lender `sample-lender-NN` with its products `sample-lender-NN-<key>`. */
export declare function sampleLender(n: number, draft: LenderDraft, products: ProductDraft[]): LenderWithProducts;
export {};
