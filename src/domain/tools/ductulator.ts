import { z } from 'zod';
import {
  areaFt2,
  diameterForFrictionIn,
  diameterForVelocityIn,
  frictionLossInWcPer100Ft,
  GALVANIZED_ROUGHNESS_FT,
  huebscherEquivalentDiameterIn,
  STANDARD_AIR_DENSITY_LB_PER_FT3,
} from './duct-friction';
import { positiveField } from './fields';
import { defineTool, quantity, resultTailShape, threshold } from './result';

export const MAX_AIRFLOW_CFM = 100000;
export const MAX_AIR_VELOCITY_FPM = 10000;
export const MAX_STATIC_LOSS_IN_WC_PER_100FT = 10;
/** Standard round sizes, in.: 3–10 by 1 in., then even sizes to 60 in. (residential and spiral duct). */
export const ROUND_DUCT_SIZES_IN = [3, 4, 5, 6, 7, 8, 9, 10, ...Array.from({ length: 25 }, (_, i) => 12 + 2 * i)];
/** How many round sizes to list: the smallest that meets both limits, then the next ones up. */
export const ROUND_OPTIONS = 3;
/** Long side ÷ short side of the rectangular equivalents listed (ASHRAE advises staying at or below 4:1). */
export const RECTANGULAR_ASPECT_RATIOS = [1, 1.5, 2, 2.5, 3, 4];
export const MIN_RECT_SIDE_IN = 3;
export const MAX_RECT_SIDE_IN = 120;

const SOURCE =
  'ASHRAE Handbook — Fundamentals (2017) ch. 21: Darcy–Weisbach Δp = (12 f L / D) ρ (V/1097)², Colebrook friction factor, Re = 8.56 D V for standard air, Huebscher De = 1.30 (ab)^0.625 / (a+b)^0.25';

export const ductulatorInputSchema = z
  .object({
    airflow_rate: positiveField('airflow_rate', 'CFM', MAX_AIRFLOW_CFM).describe('Airflow the duct must carry, CFM.'),
    maximum_air_velocity: positiveField('maximum_air_velocity', 'FPM', MAX_AIR_VELOCITY_FPM).describe('Highest acceptable mean air velocity, FPM (ft/min).'),
    maximal_static_loss: positiveField('maximal_static_loss', 'in. w.c./100 ft', MAX_STATIC_LOSS_IN_WC_PER_100FT).describe(
      'Highest acceptable friction loss (the design friction rate), inches of water column per 100 ft of straight duct, e.g. 0.10.',
    ),
  });
export type DuctulatorInput = z.output<typeof ductulatorInputSchema>;

const roundSizeSchema = z.object({
  diameter_in: z.number().describe('Round duct diameter, in.'),
  velocity_fpm: z.number().describe('Mean air velocity, FPM'),
  pressure_loss_in_wc_per_100ft: z.number().describe('Friction loss, in. w.c. per 100 ft'),
});
const rectangularSizeSchema = z.object({
  width_in: z.number().int().describe('Long side, whole inches'),
  height_in: z.number().int().describe('Short side, whole inches'),
  aspect_ratio: z.number().describe('width_in ÷ height_in'),
  equivalent_diameter_in: z.number().describe('Huebscher equivalent round diameter (same friction at the same airflow), in.'),
  velocity_fpm: z.number().describe('Mean air velocity in the rectangular duct, FPM'),
  pressure_loss_in_wc_per_100ft: z.number().describe('Friction loss, in. w.c. per 100 ft'),
});

export const ductulatorOutputSchema = z.object({
  round_sizes: z
    .array(roundSizeSchema)
    .describe('The smallest standard round size meeting both limits first, then the next sizes up (empty when none up to 60 in. does)'),
  rectangular_sizes: z
    .array(rectangularSizeSchema)
    .describe('For each common aspect ratio (1, 1.5, 2, 2.5, 3, 4), the smallest whole-inch rectangle meeting both limits'),
  required_diameter_in: z.number().describe('Smallest (continuous) round diameter meeting both limits, in.'),
  governing_limit: z.enum(['velocity', 'friction']).describe('Which limit sets required_diameter_in'),
  ...resultTailShape,
});
export type DuctulatorOutput = z.infer<typeof ductulatorOutputSchema>;

function rectangularSizes(input: DuctulatorInput) {
  const seen = new Set<string>();
  const out: z.infer<typeof rectangularSizeSchema>[] = [];
  for (const ratio of RECTANGULAR_ASPECT_RATIOS) {
    for (let height = MIN_RECT_SIDE_IN; height * ratio <= MAX_RECT_SIDE_IN; height++) {
      const width = Math.round(height * ratio);
      const equivalent = huebscherEquivalentDiameterIn(width, height);
      const velocity = input.airflow_rate / ((width * height) / 144);
      const loss = frictionLossInWcPer100Ft(equivalent, input.airflow_rate);
      if (velocity > input.maximum_air_velocity || loss > input.maximal_static_loss) continue;
      const key = `${width}x${height}`;
      if (!seen.has(key)) {
        seen.add(key);
        out.push({
          width_in: width,
          height_in: height,
          aspect_ratio: width / height,
          equivalent_diameter_in: equivalent,
          velocity_fpm: velocity,
          pressure_loss_in_wc_per_100ft: loss,
        });
      }
      break;
    }
  }
  return out;
}

function compute(input: DuctulatorInput): DuctulatorOutput {
  const cfm = input.airflow_rate;
  const forVelocity = diameterForVelocityIn(cfm, input.maximum_air_velocity);
  const forFriction = diameterForFrictionIn(cfm, input.maximal_static_loss);
  const required = Math.max(forVelocity, forFriction);
  const first = ROUND_DUCT_SIZES_IN.findIndex(
    (d) => cfm / areaFt2(d) <= input.maximum_air_velocity && frictionLossInWcPer100Ft(d, cfm) <= input.maximal_static_loss,
  );
  const roundSizes = (first < 0 ? [] : ROUND_DUCT_SIZES_IN.slice(first, first + ROUND_OPTIONS)).map((d) => ({
    diameter_in: d,
    velocity_fpm: cfm / areaFt2(d),
    pressure_loss_in_wc_per_100ft: frictionLossInWcPer100Ft(d, cfm),
  }));
  const largest = ROUND_DUCT_SIZES_IN[ROUND_DUCT_SIZES_IN.length - 1];
  return {
    round_sizes: roundSizes,
    rectangular_sizes: rectangularSizes(input),
    required_diameter_in: required,
    governing_limit: forVelocity >= forFriction ? 'velocity' : 'friction',
    valid: roundSizes.length > 0,
    validity_reason:
      roundSizes.length > 0 ? null : `No standard round duct up to ${largest} in. meets both limits: split the airflow over several ducts.`,
    explanation: {
      inputs: [
        quantity('airflow_rate', 'Airflow', cfm, 'CFM', 'given'),
        quantity('maximum_air_velocity', 'Maximum velocity', input.maximum_air_velocity, 'FPM', 'given'),
        quantity('maximal_static_loss', 'Maximum friction loss', input.maximal_static_loss, 'in. w.c./100 ft', 'given'),
        quantity('air_density', 'Air density (standard air)', STANDARD_AIR_DENSITY_LB_PER_FT3, 'lb/ft³', 'assumed'),
        quantity('roughness', 'Duct roughness (galvanized steel)', GALVANIZED_ROUGHNESS_FT, 'ft', 'assumed'),
      ],
      intermediates: [
        quantity('diameter_for_velocity_in', 'Diameter for the velocity limit', forVelocity, 'in.', '√(4 Q / (π V_max))'),
        quantity('diameter_for_friction_in', 'Diameter for the friction limit', forFriction, 'in.', 'Darcy–Weisbach with Colebrook, solved for D'),
        quantity('required_diameter_in', 'Required diameter', required, 'in.', 'the larger of the two'),
      ],
      thresholds: [
        threshold('maximum_air_velocity', 'Velocity limit', null, input.maximum_air_velocity, 'FPM', 'given'),
        threshold('maximal_static_loss', 'Friction limit', null, input.maximal_static_loss, 'in. w.c./100 ft', 'given'),
      ],
      missing: [],
      notes: [
        'Losses are for straight galvanized duct with standard air; fittings add their own losses.',
        'A rectangle has more area than its equivalent round duct (same friction at the same airflow), so its velocity is lower.',
      ],
      sources: [SOURCE],
    },
  };
}

export const ductulatorTool = defineTool({
  name: 'ductulator',
  title: 'Ductulator',
  description:
    'Duct sizing by the friction-rate method: the smallest standard round duct (then the next sizes) and whole-inch rectangular equivalents that carry the airflow within the velocity and friction limits (Darcy–Weisbach with Colebrook, galvanized steel, standard air).',
  inputSchema: ductulatorInputSchema,
  outputSchema: ductulatorOutputSchema,
  compute,
});
