import type { NamedCodeOption, VehicleOption } from '@kerb/domain/contracts/vehicle-select';
import type { Vehicle } from '@kerb/domain/borrower/vehicle';
import type { AssetType } from '@kerb/domain/enums/index';
import { useEffect, useState } from 'react';
import { logFailure } from '#lib/log';
import { fetchBuildYears, fetchMakes, fetchModels, fetchVariants, fetchVehicleOptions } from './vehicle-api';

export interface VehicleLists {
  years: number[];
  makes: NamedCodeOption[];
  models: NamedCodeOption[];
  variants: string[];
  options: VehicleOption[];
  loading: boolean;
}

/** Loads `load` whenever its key changes (null: nothing to load), dropping answers that arrive too late. */
function useList<T>(key: string | null, load: () => Promise<T[]>, setLoading: (n: (c: number) => number) => void): T[] {
  // The list remembers which key it answers, so a stale list never shows for a newer choice.
  const [loaded, setLoaded] = useState<{ key: string; items: T[] } | null>(null);
  useEffect(() => {
    if (key === null) return;
    let current = true;
    setLoading((c) => c + 1);
    load()
      .then((items) => current && setLoaded({ key, items }))
      .catch((error: unknown) => logFailure('vehicle search', error))
      .finally(() => setLoading((c) => c - 1));
    return () => {
      current = false;
    };
    // The key names everything load reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return loaded && loaded.key === key ? loaded.items : [];
}

/** spec 2 §2 "Vehicle details": build year, make, model, variant and match, each list from the one before. */
export function useVehicleLists(partnerId: string, assetType: AssetType, vehicle: Vehicle, enabled: boolean): VehicleLists {
  const [pending, setPending] = useState(0);
  const { buildYear: year, make, model, variant } = vehicle;
  const base = enabled ? `${partnerId}/${assetType}` : null;
  const years = useList(base, () => fetchBuildYears(partnerId, assetType), setPending);
  const makes = useList(base && year ? `${base}/${year}` : null, () => fetchMakes(partnerId, assetType, year!), setPending);
  const makeCode = make?.code;
  const models = useList(base && year && makeCode ? `${base}/${year}/${makeCode}` : null,
    () => fetchModels(partnerId, assetType, year!, makeCode!), setPending);
  const modelCode = model?.code;
  const variants = useList(base && year && makeCode && modelCode ? `${base}/${year}/${makeCode}/${modelCode}` : null,
    () => fetchVariants(partnerId, assetType, year!, makeCode!, modelCode!), setPending);
  const options = useList(base && year && makeCode && modelCode && variant ? `${base}/${year}/${makeCode}/${modelCode}/${variant}` : null,
    () => fetchVehicleOptions(partnerId, assetType, year!, makeCode!, modelCode!, variant!), setPending);
  return { years, makes, models, variants, options, loading: pending > 0 };
}
