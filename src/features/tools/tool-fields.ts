import type { ToolName } from '@/domain/tools';

// The form of each calculator: one control per field of the JSON body (spec 4.7 names), with the
// label and unit shown to people. Validation comes from the tool's own zod schema, not from here.

export interface FieldSpec {
  /** The JSON body field. */
  name: string;
  label: string;
  /** Unit shown beside the input ('' for the refrigerant picker). */
  unit: string;
  kind: 'number' | 'gas';
  required: boolean;
  hint?: string;
}

export interface ToolFormSpec {
  fields: FieldSpec[];
  /** Optional local-atmosphere extension fields (atmospheric_pressure / altitude_ft). */
  ambient: boolean;
  /** A typical reading, to try the tool. */
  example: Record<string, string>;
}

const num = (name: string, label: string, unit: string, required = true, hint?: string): FieldSpec =>
  hint === undefined ? { name, label, unit, kind: 'number', required } : { name, label, unit, kind: 'number', required, hint };
const gas = (required: boolean, hint?: string): FieldSpec =>
  hint === undefined
    ? { name: 'gas_type', label: 'Refrigerant', unit: '', kind: 'gas', required }
    : { name: 'gas_type', label: 'Refrigerant', unit: '', kind: 'gas', required, hint };

export const AMBIENT_FIELDS: FieldSpec[] = [
  num('atmospheric_pressure', 'Atmospheric pressure', 'psia', false, 'Default 14.696 psia (sea level). Give this or the altitude.'),
  num('altitude_ft', 'Altitude', 'ft', false, 'Standard atmosphere at this altitude (ASHRAE Fundamentals ch. 1).'),
];

const airflowFields = [
  num('return_air', 'Return air wet bulb', '°F', true, 'Entering the coil.'),
  num('supply_air', 'Supply air wet bulb', '°F', true, 'Leaving the coil.'),
  num('nominal_tons', 'Nominal capacity', 'tons'),
];

export const TOOL_FORMS: Record<ToolName, ToolFormSpec> = {
  'airflow-calculator': { fields: airflowFields, ambient: true, example: { return_air: '64', supply_air: '56', nominal_tons: '3' } },
  'airflow-diagnostic': { fields: airflowFields, ambient: true, example: { return_air: '64', supply_air: '56', nominal_tons: '3' } },
  'calculate-sub-cool': {
    fields: [gas(true), num('pressure', 'Liquid line pressure', 'psig', false), num('temperature', 'Liquid line temperature', '°F', false)],
    ambient: true,
    example: { gas_type: 'R-410A', pressure: '340', temperature: '95' },
  },
  'calculate-super-heat': {
    fields: [gas(true), num('pressure', 'Suction pressure', 'psig', false), num('temperature', 'Suction line temperature', '°F', false)],
    ambient: true,
    example: { gas_type: 'R-410A', pressure: '118', temperature: '50' },
  },
  ductulator: {
    fields: [
      num('airflow_rate', 'Airflow', 'CFM'),
      num('maximum_air_velocity', 'Maximum air velocity', 'FPM'),
      num('maximal_static_loss', 'Maximum friction loss', 'in. w.c./100 ft', true, 'The design friction rate, e.g. 0.10.'),
    ],
    ambient: false,
    example: { airflow_rate: '1000', maximum_air_velocity: '900', maximal_static_loss: '0.1' },
  },
  'nitrogen-pressure-test': {
    fields: [
      num('initial_pressure', 'Initial pressure', 'psig'),
      num('initial_temperature', 'Initial temperature', '°F'),
      num('final_pressure', 'Final pressure', 'psig'),
      num('final_temperature', 'Final temperature', '°F'),
    ],
    ambient: true,
    example: { initial_pressure: '300', initial_temperature: '75', final_pressure: '296', final_temperature: '68' },
  },
  'pressure-set-points': {
    fields: [
      num('liquid_line', 'Liquid line', 'psig'),
      num('discharge_line', 'Discharge line', 'psig'),
      num('suction_line', 'Suction line', 'psig'),
      gas(false, 'Optional: adds saturation temperatures.'),
    ],
    ambient: true,
    example: { liquid_line: '335', discharge_line: '345', suction_line: '118', gas_type: 'R-410A' },
  },
  'target-super-heat': {
    fields: [
      num('outdoor_air_temp', 'Outdoor dry bulb', '°F'),
      num('return_air_temp_wetbulb', 'Return air wet bulb', '°F', false, 'Or leave empty and give dry bulb and humidity.'),
      num('return_air_temp_drybulb', 'Return air dry bulb', '°F', false),
      num('return_air_humidity', 'Return air relative humidity', '%', false, 'Percent, 0–100.'),
    ],
    ambient: true,
    example: { outdoor_air_temp: '85', return_air_temp_drybulb: '75', return_air_humidity: '50' },
  },
  'txv-size': {
    fields: [num('tonnage', 'Circuit tonnage', 'tons'), num('minimum_capacity', 'Smallest compressor stage', 'tons')],
    ambient: false,
    example: { tonnage: '10', minimum_capacity: '3' },
  },
};

export function allFields(spec: ToolFormSpec): FieldSpec[] {
  return spec.ambient ? [...spec.fields, ...AMBIENT_FIELDS] : spec.fields;
}
