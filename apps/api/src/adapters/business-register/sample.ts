import { BUSINESS_MATCHES_MAX, type AuBusiness, type NzBusiness } from '@kerb/domain/contracts/business-register';
import { nameMatchRank, rankByName } from '@kerb/domain/business-register/name-rank';
import type { BusinessRegister } from './port';
import { buildSampleRegister, type SampleRegisterData } from './sample-register';

// The embedded default register: the sample businesses, answered from memory. Rebuilt when the day changes,
// so dates "months before today" stay true on a long-running server.
export function createSampleRegister(now: () => Date = () => new Date()): BusinessRegister {
  let cached: { day: string; data: SampleRegisterData } | undefined;
  const data = () => {
    const at = now();
    const day = at.toISOString().slice(0, 10);
    if (cached?.day !== day) cached = { day, data: buildSampleRegister(at) };
    return cached.data;
  };
  // Within a rank, active businesses before cancelled or removed ones, then alphabetical.
  const byStatusThenName = <T>(isActive: (t: T) => boolean, nameOf: (t: T) => string) => (a: T, b: T) =>
    Number(!isActive(a)) - Number(!isActive(b)) || nameOf(a).localeCompare(nameOf(b));

  return {
    au: {
      name: 'sample',
      byNumber: async (abn) => data().au.find((b) => b.Abn === abn) ?? null,
      async byName(name) {
        const candidates = data().auNames.filter((b) => nameMatchRank(name, b.Name) !== null)
          .sort(byStatusThenName<AuBusiness>((b) => b.AbnStatus === 'Active', (b) => b.Name));
        return rankByName(name, candidates, (b) => b.Name, BUSINESS_MATCHES_MAX);
      },
    },
    nz: {
      name: 'sample',
      byNumber: async (nzbn) => data().nz.find((b) => b.nzbn === nzbn) ?? null,
      async byName(name) {
        const nameOf = (b: NzBusiness) => {
          // A trading name that matches better than the entity name decides the rank.
          const [entity, trading] = [nameMatchRank(name, b.entityName), b.tradingName ? nameMatchRank(name, b.tradingName) : null];
          return trading !== null && (entity === null || trading < entity) ? b.tradingName! : b.entityName;
        };
        const candidates = data().nz.filter((b) => nameMatchRank(name, nameOf(b)) !== null)
          .sort(byStatusThenName<NzBusiness>((b) => b.entityStatusDescription === 'Registered', (b) => b.entityName));
        return rankByName(name, candidates, nameOf, BUSINESS_MATCHES_MAX);
      },
    },
  };
}
