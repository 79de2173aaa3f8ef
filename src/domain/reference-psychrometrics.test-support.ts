// Test support: an independent psychrometric reference, written separately in SI (°C, Pa, kJ/kg).
// Same physics from ASHRAE Fundamentals 2017 ch. 1 with its SI coefficients (eq. 5, 6, 20, 33, 35),
// solved by regula falsi (Illinois) rather than bisection, then converted back to IP units.
export const PA_PER_PSI = 6894.757293168;
export const cToF = (c: number) => c * 1.8 + 32;
export const fToC = (f: number) => (f - 32) / 1.8;

export function pwsPaSi(tC: number): number {
  const T = tC + 273.15;
  if (tC <= 0.01) {
    return Math.exp(
      -5.6745359e3 / T + 6.3925247 - 9.677843e-3 * T + 6.2215701e-7 * T * T + 2.0747825e-9 * T ** 3 -
        9.484024e-13 * T ** 4 + 4.1635019 * Math.log(T),
    );
  }
  return Math.exp(-5.8002206e3 / T + 1.3914993 - 4.8640239e-2 * T + 4.1764768e-5 * T * T - 1.4452093e-8 * T ** 3 + 6.5459673 * Math.log(T));
}

export function wFromWetBulbSi(tC: number, twbC: number, pPa: number): number {
  const pws = pwsPaSi(twbC);
  const wsStar = (0.621945 * pws) / (pPa - pws);
  return twbC >= 0
    ? ((2501 - 2.326 * twbC) * wsStar - 1.006 * (tC - twbC)) / (2501 + 1.86 * tC - 4.186 * twbC)
    : ((2830 - 0.24 * twbC) * wsStar - 1.006 * (tC - twbC)) / (2830 + 1.86 * tC - 2.1 * twbC);
}

export function referenceWetBulbF(dryBulbF: number, rhPercent: number, pressurePsia: number): number {
  const tC = fToC(dryBulbF);
  const pPa = pressurePsia * PA_PER_PSI;
  const pw = (rhPercent / 100) * pwsPaSi(tC);
  const target = (0.621945 * pw) / (pPa - pw);
  const f = (twbC: number) => wFromWetBulbSi(tC, twbC, pPa) - target;
  // Just below freezing the water form (eq. 33) and the ice form (eq. 35) both have a root; take the
  // liquid-water one when it exists (the documented choice of the module under test).
  let a = tC >= 0 && f(0) <= 0 ? 0 : -100;
  let b = tC >= 0 && f(0) <= 0 ? tC : Math.min(tC, -1e-9);
  // Illinois (modified regula falsi) iteration inside the bracket.
  let fa = f(a);
  let fb = f(b);
  let side = 0;
  for (let i = 0; i < 200 && Math.abs(b - a) > 1e-10; i++) {
    const c = (a * fb - b * fa) / (fb - fa);
    const fc = f(c);
    if (fc * fb > 0) {
      b = c;
      fb = fc;
      if (side === -1) fa /= 2;
      side = -1;
    } else if (fc * fa > 0) {
      a = c;
      fa = fc;
      if (side === 1) fb /= 2;
      side = 1;
    } else {
      return cToF(c);
    }
  }
  return cToF((a + b) / 2);
}

/** Δh between saturated air at two wet bulbs (°F), Btu/lb dry air, via SI eq. 32 (kJ/kg) ÷ 2.326. */
export function referenceEnthalpyDropBtuPerLb(returnWbF: number, supplyWbF: number, pressurePsia: number): number {
  const pPa = pressurePsia * PA_PER_PSI;
  const h = (wbF: number) => {
    const t = fToC(wbF);
    const pws = pwsPaSi(t);
    const ws = (0.621945 * pws) / (pPa - pws);
    return 1.006 * t + ws * (2501 + 1.86 * t);
  };
  return (h(returnWbF) - h(supplyWbF)) / 2.326;
}
