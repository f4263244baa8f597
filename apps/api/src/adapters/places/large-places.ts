import type { Country } from '@kerb/domain';
import { foldPlaceText } from './fold';
import type { Place } from './place-index';

// Issue 33 §3: a person typing "Hobar" or "Melb" means Hobart or Melbourne, not Hobartville or Melba. The
// bundled data carries no population, so the capitals and large towns are listed here with the approximate
// population of their urban area (rounded; ABS 2021 Significant Urban Areas, Stats NZ 2023 urban areas, see
// DATA.md). The figure goes to the locality at the town's centre; a locality not listed has none.

type Row = readonly [name: string, state: string, population: number];

const AU: readonly Row[] = [
  ['Sydney', 'NSW', 4_900_000], ['Melbourne', 'VIC', 4_900_000], ['Brisbane', 'QLD', 2_500_000],
  ['Perth', 'WA', 2_100_000], ['Adelaide', 'SA', 1_350_000], ['Newcastle', 'NSW', 480_000],
  ['Canberra', 'ACT', 460_000], ['Wollongong', 'NSW', 300_000], ['Geelong', 'VIC', 290_000],
  ['Hobart', 'TAS', 240_000], ['Townsville', 'QLD', 180_000], ['Gosford', 'NSW', 170_000],
  ['Cairns', 'QLD', 155_000], ['Darwin', 'NT', 140_000], ['Toowoomba', 'QLD', 140_000],
  ['Ballarat', 'VIC', 110_000], ['Bendigo', 'VIC', 100_000], ['Launceston', 'TAS', 90_000],
  ['Mackay', 'QLD', 80_000], ['Rockhampton', 'QLD', 80_000], ['Maitland', 'NSW', 80_000],
  ['Bunbury', 'WA', 75_000], ['Coffs Harbour', 'NSW', 72_000], ['Bundaberg', 'QLD', 72_000],
  ['Wagga Wagga', 'NSW', 57_000], ['Hervey Bay', 'QLD', 57_000], ['Albury', 'NSW', 55_000],
  ['Shepparton', 'VIC', 52_000], ['Mildura', 'VIC', 51_000], ['Port Macquarie', 'NSW', 50_000],
  ['Gladstone', 'QLD', 45_000], ['Tamworth', 'NSW', 43_000], ['Wodonga', 'VIC', 42_000],
  ['Traralgon', 'VIC', 42_000], ['Orange', 'NSW', 41_000], ['Queanbeyan', 'NSW', 40_000],
  ['Busselton', 'WA', 40_000], ['Dubbo', 'NSW', 39_000], ['Geraldton', 'WA', 38_000],
  ['Nowra', 'NSW', 37_000], ['Bathurst', 'NSW', 37_000], ['Warrnambool', 'VIC', 35_000],
  ['Albany', 'WA', 34_000], ['Kalgoorlie', 'WA', 30_000], ['Devonport', 'TAS', 30_000],
  ['Mount Gambier', 'SA', 28_000], ['Lismore', 'NSW', 28_000], ['Burnie', 'TAS', 27_000],
  ['Alice Springs', 'NT', 25_000], ['Armidale', 'NSW', 24_000], ['Goulburn', 'NSW', 24_000],
  ['Gympie', 'QLD', 22_000], ['Whyalla', 'SA', 21_000], ['Griffith', 'NSW', 20_000],
  ['Mount Isa', 'QLD', 18_000], ['Broken Hill', 'NSW', 17_500],
];

const NZ: readonly Row[] = [
  ['Auckland Central', 'Auckland', 1_700_000], ['Christchurch Central', 'Canterbury', 400_000],
  ['Wellington Central', 'Wellington', 215_000], ['Hamilton Central', 'Waikato', 185_000],
  ['Tauranga', 'Bay of Plenty', 160_000], ['Dunedin Central', 'Otago', 130_000],
  ['Lower Hutt', 'Wellington', 110_000], ['Palmerston North', 'Manawatu-Wanganui', 80_000],
  ['Napier', "Hawke's Bay", 65_000], ['New Plymouth', 'Taranaki', 60_000], ['Porirua', 'Wellington', 60_000],
  ['Rotorua', 'Bay of Plenty', 58_000], ['Whangārei', 'Northland', 56_000], ['Nelson', 'Nelson', 50_000],
  ['Hastings', "Hawke's Bay", 50_000], ['Invercargill', 'Southland', 50_000], ['Upper Hutt', 'Wellington', 45_000],
  ['Whanganui', 'Manawatu-Wanganui', 42_000], ['Gisborne', 'Gisborne', 37_000], ['Paraparaumu', 'Wellington', 30_000],
  ['Blenheim', 'Marlborough', 29_000], ['Timaru', 'Canterbury', 29_000], ['Queenstown', 'Otago', 29_000],
  ['Pukekohe', 'Auckland', 28_000], ['Rolleston', 'Canterbury', 28_000], ['Taupō', 'Waikato', 26_000],
  ['Masterton', 'Wellington', 22_000], ['Cambridge', 'Waikato', 21_000], ['Whakatāne', 'Bay of Plenty', 21_000],
  ['Ashburton', 'Canterbury', 20_000], ['Rangiora', 'Canterbury', 20_000], ['Levin', 'Manawatu-Wanganui', 18_000],
  ['Feilding', 'Manawatu-Wanganui', 18_000], ['Richmond', 'Tasman', 16_000],
];

const key = (name: string, state: string) => `${foldPlaceText(name)}|${state}`;
const POPULATION: Record<Country, ReadonlyMap<string, number>> = {
  AU: new Map(AU.map(([name, state, people]) => [key(name, state), people])),
  NZ: new Map(NZ.map(([name, state, people]) => [key(name, state), people])),
};

/** The listed towns of a country, as "name|state" keys (for checking the list against the data). */
export const largePlaceKeys = (country: Country) => [...POPULATION[country].keys()];

/** `places` with each listed town's population set. */
export function withPopulation(country: Country, places: Place[]): Place[] {
  const population = POPULATION[country];
  return places.map((p) => {
    const people = p.state && population.get(key(p.suburb, p.state));
    return people ? { ...p, population: people } : p;
  });
}
