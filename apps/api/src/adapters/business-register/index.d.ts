import type { Env } from '../../env';
import type { BusinessRegister } from './port';
/** The configured registers, each country on its own: the ABR with ABR_GUID, the NZBN API with NZBN_API_KEY, else the sample register. */
export declare function createBusinessRegister(env: Env, sample?: BusinessRegister): BusinessRegister;
