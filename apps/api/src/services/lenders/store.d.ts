import type { AdminLender, AdminProduct } from '@kerb/domain/contracts/lenders';
import { Lender, LenderProduct, type LenderWithProducts } from '@kerb/domain/lending/panel';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { lenderProducts, lenders } from '../../db/schema/index';
export type LenderRow = typeof lenders.$inferSelect;
export type ProductRow = typeof lenderProducts.$inferSelect;
export declare const lenderFromRow: (row: LenderRow) => ReturnType<typeof Lender.safeParse>;
export declare const productFromRow: (row: ProductRow) => ReturnType<typeof LenderProduct.safeParse>;
/** Splits a lender into its row's columns and JSON document. */
export declare function lenderRow(lender: Lender): {
    id: string;
    name: string;
    isSample: boolean;
    data: {
        kind: "NON_BANK" | "BANK" | "CREDIT_UNION" | "SPECIALIST";
        specialties: ("NOVATED" | "COMMERCIAL" | "MOTORCYCLE" | "TRUCK" | "PLANT_EQUIPMENT" | "PERSONAL_LOAN" | "LOW_DOC" | "CAR" | "BAD_CREDIT" | "CARAVAN_AND_BOAT" | "GREEN")[];
        countries: ("NZ" | "AU")[];
        brandColor: string;
        eligibility: {
            residency?: ("AUSTRALIAN_CITIZEN" | "NEWZETLAND_CITIZEN" | "PERMANENT_RESIDENT" | "VISA_HOLDER")[] | undefined;
            employment?: ("OTHER" | "PERMANENT" | "CASUAL")[] | undefined;
            minAnnualIncome?: number | undefined;
            minAbnAgeMonths?: number | undefined;
            minGstAgeMonths?: number | undefined;
            excludedCreditHistories?: ("UNPAID_DEFAULTS" | "BANKRUPT" | "FIRST_TIME" | "CLEAR_CREDIT" | "PAID_DEFAULTS" | "PREV_COMP_CREDIT" | "EX_BANKRUPT")[] | undefined;
            minCreditScore?: number | undefined;
        };
        requiredDocuments: ("DRIVER_LICENCE_FRONT" | "DRIVER_LICENCE_BACK" | "BANK_STATEMENTS_3_MONTHS" | "BANK_STATEMENTS_6_MONTHS" | "BANK_STATEMENTS_12_MONTHS" | "PRIVACY_FORM" | "LENDER_PRIVACY_FORM" | "RATES_NOTICE")[];
        logoUrl?: string | undefined;
    };
};
export declare function productRow(product: LenderProduct): {
    id: string;
    lenderId: string;
    name: string;
    data: {
        loanUsages: ("PERSONAL" | "BUSINESS" | "NOVATED")[];
        assetTypes: ("OTHER" | "PASSENGER_VEHICLE" | "MOTORCYCLE" | "MOTORBIKE_REGISTERED" | "MOTORBIKE_UNREGISTERED" | "BOAT" | "CARAVAN" | "UNSECURED_CARAVAN" | "TRUCK" | "PRIME_MOVER" | "TRAILER" | "COMMERCIAL_VEHICLE_UNDER_4_5T" | "PLANT_EQUIPMENT" | "PERSONAL_LOAN" | "WORKING_CAPITAL" | "JET_SKI" | "AIRCRAFT" | "AGRICULTURAL_EQUIPMENT" | "MEDICAL_EQUIPMENT" | "IT_EQUIPMENT" | "OFFICE_EQUIPMENT")[];
        conditions: ("NEW" | "USED" | "DEMO")[];
        minAmount: number;
        maxAmount: number;
        minTermYears: number;
        maxTermYears: number;
        maxBalloonPercent: number;
        rates: {
            FULL_DOC?: {
                GREAT?: number | undefined;
                DECENT?: number | undefined;
                POOR?: number | undefined;
            } | undefined;
            LOW_DOC?: {
                GREAT?: number | undefined;
                DECENT?: number | undefined;
                POOR?: number | undefined;
            } | undefined;
            ALT_DOC?: {
                GREAT?: number | undefined;
                DECENT?: number | undefined;
                POOR?: number | undefined;
            } | undefined;
        };
        upfrontFee: number;
        monthlyFee: number;
        turnaroundDays: number;
        eligibility: {
            residency?: ("AUSTRALIAN_CITIZEN" | "NEWZETLAND_CITIZEN" | "PERMANENT_RESIDENT" | "VISA_HOLDER")[] | undefined;
            employment?: ("OTHER" | "PERMANENT" | "CASUAL")[] | undefined;
            minAnnualIncome?: number | undefined;
            minAbnAgeMonths?: number | undefined;
            minGstAgeMonths?: number | undefined;
            excludedCreditHistories?: ("UNPAID_DEFAULTS" | "BANKRUPT" | "FIRST_TIME" | "CLEAR_CREDIT" | "PAID_DEFAULTS" | "PREV_COMP_CREDIT" | "EX_BANKRUPT")[] | undefined;
            minCreditScore?: number | undefined;
        };
        requiredDocuments: ("DRIVER_LICENCE_FRONT" | "DRIVER_LICENCE_BACK" | "BANK_STATEMENTS_3_MONTHS" | "BANK_STATEMENTS_6_MONTHS" | "BANK_STATEMENTS_12_MONTHS" | "PRIVACY_FORM" | "LENDER_PRIVACY_FORM" | "RATES_NOTICE")[];
        loanTypes?: ("LEASE_RENTAL" | "CHATTEL_MORTGAGE")[] | undefined;
        categories?: ("PASSENGER" | "LUXURY" | "MOTORBIKES" | "GREY_IMPORTS" | "TRUCKS_UNDER_4_5T" | "TRUCKS_OVER_4_5T" | "PRIME_MOVERS")[] | undefined;
        maxVehicleAgeYears?: number | undefined;
        maxAgeAtEndOfTermYears?: number | undefined;
    };
};
/** The panel version (docs/decisions/005): raised by a trigger on every change to the panel tables. */
export declare function readPanelVersion(db: Database): Promise<number>;
/** Active lenders with their active products, as the quote engine reads them, and the version read first. */
export declare function loadPanel(db: Database, log?: FastifyBaseLogger): Promise<{
    version: number;
    panel: LenderWithProducts[];
}>;
export declare function toAdminProduct(row: ProductRow): AdminProduct;
export declare function toAdminLender(row: LenderRow, products: ProductRow[]): AdminLender;
/** Every lender and product as stored, retired ones included (the admin list). */
export declare function listAdminLenders(db: Database): Promise<AdminLender[]>;
