// Duct friction for standard air in galvanized steel: ASHRAE Handbook — Fundamentals (2017) ch. 21,
// Darcy–Weisbach with the Colebrook friction factor, IP units (in., FPM, in. w.c.).

/** Standard air density, lb/ft³ (ASHRAE ch. 21). */
export const STANDARD_AIR_DENSITY_LB_PER_FT3 = 0.075;
/** Absolute roughness of galvanized steel duct, ft (ASHRAE ch. 21, "medium smooth"). */
export const GALVANIZED_ROUGHNESS_FT = 0.0003;
/** Re = 8.56 D V for standard air, D in inches, V in FPM (ASHRAE ch. 21). */
const REYNOLDS_PER_IN_FPM = 8.56;
/** V/1097 turns FPM and lb/ft³ into velocity pressure in in. w.c. (ASHRAE ch. 21). */
const VELOCITY_PRESSURE_FPM = 1097;
const LENGTH_FT = 100;

export function areaFt2(diameterIn: number): number {
  return (Math.PI / 4) * (diameterIn / 12) ** 2;
}

/** Colebrook: 1/√f = −2 log₁₀(ε/(3.7 D) + 2.51/(Re √f)), solved by fixed-point iteration. */
export function colebrookFrictionFactor(reynolds: number, relativeRoughness: number): number {
  // Swamee–Jain explicit approximation as the starting point.
  let f = 0.25 / Math.log10(relativeRoughness / 3.7 + 5.74 / reynolds ** 0.9) ** 2;
  for (let i = 0; i < 100; i++) {
    const x = -2 * Math.log10(relativeRoughness / 3.7 + 2.51 / (reynolds * Math.sqrt(f)));
    const next = 1 / (x * x);
    if (Math.abs(next - f) < 1e-14) return next;
    f = next;
  }
  return f;
}

/**
 * Friction loss (in. w.c. per 100 ft) of a round duct, or of a rectangular one through its
 * equivalent diameter: Δp = (12 f L / D) ρ (V/1097)², V the mean velocity in a round duct of D.
 */
export function frictionLossInWcPer100Ft(diameterIn: number, airflowCfm: number): number {
  const velocityFpm = airflowCfm / areaFt2(diameterIn);
  const reynolds = REYNOLDS_PER_IN_FPM * diameterIn * velocityFpm;
  const f = colebrookFrictionFactor(reynolds, (GALVANIZED_ROUGHNESS_FT * 12) / diameterIn);
  return ((12 * f * LENGTH_FT) / diameterIn) * STANDARD_AIR_DENSITY_LB_PER_FT3 * (velocityFpm / VELOCITY_PRESSURE_FPM) ** 2;
}

/** Round diameter (in.) with the same friction loss at the same airflow (Huebscher; ASHRAE ch. 21). */
export function huebscherEquivalentDiameterIn(sideAIn: number, sideBIn: number): number {
  return (1.3 * (sideAIn * sideBIn) ** 0.625) / (sideAIn + sideBIn) ** 0.25;
}

/** Smallest diameter (in.) at which the loss reaches the limit (loss falls as the duct grows). */
export function diameterForFrictionIn(airflowCfm: number, maxLossInWcPer100Ft: number): number {
  let low = 0.01;
  let high = 1000;
  for (let i = 0; i < 200 && high - low > 1e-9; i++) {
    const mid = Math.sqrt(low * high);
    if (frictionLossInWcPer100Ft(mid, airflowCfm) > maxLossInWcPer100Ft) low = mid;
    else high = mid;
  }
  return high;
}

/** Smallest diameter (in.) that keeps the mean velocity at or below the limit. */
export function diameterForVelocityIn(airflowCfm: number, maxVelocityFpm: number): number {
  return 12 * Math.sqrt((4 * airflowCfm) / maxVelocityFpm / Math.PI);
}
