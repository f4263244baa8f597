import type { Env } from '../../env';
import { createAbrRegister } from './abr';
import { createNzbnRegister } from './nzbn';
import type { BusinessRegister } from './port';
import { createSampleRegister } from './sample';

/** The configured registers, each country on its own: the ABR with ABR_GUID, the NZBN API with NZBN_API_KEY, else the sample register. */
export function createBusinessRegister(env: Env, sample: BusinessRegister = createSampleRegister()): BusinessRegister {
  const timeoutMs = env.BUSINESS_REGISTER_TIMEOUT_MS;
  return {
    au: env.ABR_GUID ? createAbrRegister({ url: env.ABR_URL, guid: env.ABR_GUID, timeoutMs }) : sample.au,
    nz: env.NZBN_API_KEY ? createNzbnRegister({ url: env.NZBN_API_URL, apiKey: env.NZBN_API_KEY, timeoutMs }) : sample.nz,
  };
}
