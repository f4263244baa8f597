import type { BusinessRegister } from './port';
export declare function createSampleRegister(now?: () => Date): BusinessRegister;
