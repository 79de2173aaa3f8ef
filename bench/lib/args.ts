// Command-line options of the bench scripts: `--name value`, positive numbers only.

/** The number after `--name` on the command line, or `fallback`; throws when it is not a positive number. */
export function numberArg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isFinite(v) || v <= 0) throw new Error(`--${name} must be a positive number`);
  return v;
}

/** The text after `--name` on the command line, or undefined when the option is not given. */
export function stringArg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return undefined;
  const v = process.argv[i + 1];
  if (v === undefined || v.startsWith('--')) throw new Error(`--${name} needs a value`);
  return v;
}

/** Whether `--name` (a switch, no value) is on the command line. */
export const flagArg = (name: string): boolean => process.argv.includes(`--${name}`);
