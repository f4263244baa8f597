import { type SampleMakeData } from './build';
export declare const OTHER_MAKES: readonly SampleMakeData[];
