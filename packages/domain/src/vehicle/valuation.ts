import type { VehicleCondition } from '../enums/index';
import { SAMPLE_CATALOGUE, SAMPLE_VINS, type SampleMake, type SampleModel, type SampleVariant } from './sample-catalogue';
import { vinModelYear } from './vin';

// The embedded vehicle valuation (docs/decisions/011): a vehicle found in the sample catalogue by NVIC (or
// by a sample VIN), valued for its build year by one depreciation curve from its price when new.

/** The curve's constants: a plain, explainable rule, not a market model. */
export const DEPRECIATION = {
  /** Share of the new price a used vehicle keeps in its build year. */
  firstYear: 0.85,
  /** Share kept from one year of age to the next. */
  perYear: 0.87,
  /** Never valued under this share of the new price. */
  floor: 0.12,
  /** A demonstrator keeps this share of the new price. */
  demo: 0.92,
  /** Kilometres a year thought usual; each 10,000 over (or under) takes 1.5% off (or adds it). */
  usualKmsPerYear: 15_000,
  kmStep: 10_000,
  perKmStep: 0.015,
  mostOff: 0.2,
  mostOn: 0.08,
  /** Valuations are whole hundreds of dollars. */
  roundTo: 100,
} as const;

export interface ValuationFacts {
  newPrice: number;
  buildYear: number;
  /** The year the valuation is made in. */
  valuationYear: number;
  condition?: VehicleCondition | undefined;
  kilometers?: number | undefined;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Kilometres against the usual for the age: a factor between 0.8 and 1.08. */
function kilometresFactor(kilometers: number | undefined, age: number): number {
  if (kilometers === undefined) return 1;
  const usual = DEPRECIATION.usualKmsPerYear * Math.max(1, age);
  const steps = (kilometers - usual) / DEPRECIATION.kmStep;
  return clamp(1 - steps * DEPRECIATION.perKmStep, 1 - DEPRECIATION.mostOff, 1 + DEPRECIATION.mostOn);
}

/** NEW is the new price; DEMO a fixed share of it; USED (or unknown) follows the curve and the kilometres. */
export function depreciatedValue(facts: ValuationFacts): number {
  const { newPrice, condition } = facts;
  let value: number;
  if (condition === 'NEW') value = newPrice;
  else if (condition === 'DEMO') value = newPrice * DEPRECIATION.demo;
  else {
    const age = Math.max(0, facts.valuationYear - facts.buildYear);
    const kept = Math.max(DEPRECIATION.floor, DEPRECIATION.firstYear * DEPRECIATION.perYear ** age);
    value = newPrice * kept * kilometresFactor(facts.kilometers, age);
  }
  return Math.round(value / DEPRECIATION.roundTo) * DEPRECIATION.roundTo;
}

export interface CatalogueEntry {
  make: SampleMake;
  model: SampleModel;
  variant: SampleVariant;
}

const ENTRIES: readonly CatalogueEntry[] = SAMPLE_CATALOGUE.flatMap((make) =>
  make.models.flatMap((model) => model.variants.map((variant) => ({ make, model, variant }))));

export const findByNvic = (nvic: string): CatalogueEntry | undefined =>
  ENTRIES.find((e) => e.variant.nvic === nvic.trim().toUpperCase());

export interface ValuationQuery {
  nvic?: string | undefined;
  vin?: string | undefined;
  buildYear?: number | undefined;
  condition?: VehicleCondition | undefined;
  kilometers?: number | undefined;
}

export interface Valuation {
  glassValuation: number;
  nvic: string;
  description: string;
  buildYear: number;
}

/**
 * The sample catalogue's valuation, or null when it does not know the vehicle: an unknown NVIC (and no
 * known VIN), or a build year the variant was not built in. The year is the one asked for, else the VIN's
 * model year, else the variant's last build year (the valuation year while it is still built).
 */
export function sampleValuation(query: ValuationQuery, now: Date): Valuation | null {
  const valuationYear = now.getUTCFullYear();
  const vin = query.vin?.trim().toUpperCase();
  const viaVin = vin ? SAMPLE_VINS[vin] : undefined;
  const entry = (query.nvic ? findByNvic(query.nvic) : undefined) ?? (viaVin ? findByNvic(viaVin) : undefined);
  if (!entry) return null;
  const { from, to } = entry.variant.years;
  const buildYear = query.buildYear ?? (vin ? vinModelYear(vin, valuationYear + 1) : undefined) ?? to ?? valuationYear;
  // A variant still built may already be sold as next year's model.
  if (buildYear < from || buildYear > (to ?? valuationYear + 1)) return null;
  return {
    glassValuation: depreciatedValue({ newPrice: entry.variant.newPrice, buildYear, valuationYear, condition: query.condition, kilometers: query.kilometers }),
    nvic: entry.variant.nvic,
    description: `${buildYear} ${entry.make.name} ${entry.model.name} ${entry.variant.name}`,
    buildYear,
  };
}
