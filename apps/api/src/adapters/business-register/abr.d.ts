import { type AuBusiness } from '@kerb/domain/contracts/business-register';
import { type CountryRegister } from './port';
export interface AbrOptions {
    url: string;
    guid: string;
    timeoutMs: number;
}
export declare function createAbrRegister(options: AbrOptions): CountryRegister<AuBusiness>;
