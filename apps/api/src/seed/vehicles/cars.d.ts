import { type SampleMakeData } from './build';
export declare const CAR_MAKES: readonly SampleMakeData[];
