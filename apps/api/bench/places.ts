import { createBundledPlaces } from '../src/adapters/places/bundled';

// The bundled places search (docs/decisions/024), from memory: the mean time of a look-up over typical
// inputs, after the index is built. `npx tsx apps/api/bench/places.ts`
const inputs = ['Geelong', 'mou', 'new', 'north', 'sou', 'bri', 'Hobar', 'Melb', 'Sydney', '3220', '400', 'st kil', 'wes', 'por', 'cam'];
const au = createBundledPlaces().index('AU');
for (const input of inputs) au.search(input);
const rounds = 500;
const started = performance.now();
for (let i = 0; i < rounds; i += 1) for (const input of inputs) au.search(input);
const mean = (performance.now() - started) / (rounds * inputs.length);
console.log(`places search (AU, ${au.size} places): mean ${(mean * 1_000).toFixed(1)} µs over ${inputs.length} inputs × ${rounds}`);
