import { type NzBusiness } from '@kerb/domain/contracts/business-register';
import { z } from 'zod';
import { type CountryRegister } from './port';
export interface NzbnOptions {
    url: string;
    apiKey: string;
    timeoutMs: number;
}
declare const Entity: z.ZodObject<{
    nzbn: z.ZodString;
    entityName: z.ZodString;
    entityTypeCode: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    entityTypeDescription: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    entityStatusCode: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    entityStatusDescription: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    registrationDate: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    sourceRegister: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    sourceRegisterUniqueIdentifier: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    sourceRegisterUniqueId: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    tradingNames: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodObject<{
        name: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        endDate: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    }, z.core.$strip>>>>;
    gstNumbers: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodObject<{
        gstNumber: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        startDate: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        endDate: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    }, z.core.$strip>>>>;
    addresses: z.ZodOptional<z.ZodNullable<z.ZodObject<{
        addressList: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodObject<{
            addressType: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            postCode: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            endDate: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        }, z.core.$strip>>>>;
    }, z.core.$strip>>>;
}, z.core.$strip>;
export declare function toNzBusiness(e: z.infer<typeof Entity>): NzBusiness;
export declare function createNzbnRegister(options: NzbnOptions): CountryRegister<NzBusiness>;
export {};
