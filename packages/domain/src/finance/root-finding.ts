// finance.md "Comparison rate": "Solve for r with a bracketed method (bisection or Brent); Newton alone can
// diverge." Brent's method keeps a bracket [a, b] with a sign change at every step and falls back to
// bisection whenever interpolation would leave it or converge too slowly, so it always converges.

export interface RootOptions {
  /** Width of the bracket at which the root is accepted. */
  tolerance?: number;
  maxIterations?: number;
}

/** A root of `f` in [lo, hi]; `f(lo)` and `f(hi)` must differ in sign (or one be 0). */
export function brentRoot(
  f: (x: number) => number,
  lo: number,
  hi: number,
  { tolerance = 1e-15, maxIterations = 200 }: RootOptions = {},
): number {
  let a = lo;
  let b = hi;
  let fa = f(a);
  let fb = f(b);
  if (fa === 0) return a;
  if (fb === 0) return b;
  if (Math.sign(fa) === Math.sign(fb)) throw new RangeError('brentRoot: the interval does not bracket a root');
  if (Math.abs(fa) < Math.abs(fb)) [a, b, fa, fb] = [b, a, fb, fa];

  let c = a;
  let fc = fa;
  let d = c;
  let bisected = true;
  for (let i = 0; i < maxIterations; i += 1) {
    if (fb === 0 || Math.abs(b - a) <= tolerance) return b;
    let s: number;
    if (fa !== fc && fb !== fc) {
      // Inverse quadratic interpolation through (a, fa), (b, fb), (c, fc).
      s = (a * fb * fc) / ((fa - fb) * (fa - fc)) + (b * fa * fc) / ((fb - fa) * (fb - fc))
        + (c * fa * fb) / ((fc - fa) * (fc - fb));
    } else {
      s = b - (fb * (b - a)) / (fb - fa); // secant
    }
    const edge = (3 * a + b) / 4;
    const outside = !((s > Math.min(edge, b)) && (s < Math.max(edge, b)));
    const slow: boolean = bisected ? Math.abs(s - b) >= Math.abs(b - c) / 2 : Math.abs(s - b) >= Math.abs(c - d) / 2;
    const tiny: boolean = bisected ? Math.abs(b - c) < tolerance : Math.abs(c - d) < tolerance;
    bisected = outside || slow || tiny || !Number.isFinite(s);
    if (bisected) s = (a + b) / 2;

    const fs = f(s);
    d = c;
    c = b;
    fc = fb;
    if (Math.sign(fa) !== Math.sign(fs)) {
      b = s;
      fb = fs;
    } else {
      a = s;
      fa = fs;
    }
    if (Math.abs(fa) < Math.abs(fb)) [a, b, fa, fb] = [b, a, fb, fa];
  }
  return b;
}
