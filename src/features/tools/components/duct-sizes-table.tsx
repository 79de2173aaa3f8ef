import type { DuctulatorOutput } from '@/domain/tools/ductulator';
import { formatNumber } from '../format';

/** Round sizes (smallest that meets both limits first) and the rectangular equivalents. */
export default function DuctSizesTable({ output }: { output: DuctulatorOutput }) {
  const cell = 'px-2 py-1 text-right tabular-nums';
  const head = 'px-2 py-1 text-right font-medium';
  return (
    <div className="space-y-4">
      <table className="w-full text-sm">
        <caption className="mb-1 text-left font-semibold">Round ducts</caption>
        <thead className="border-b border-slate-300 text-slate-700">
          <tr>
            <th scope="col" className={head}>Diameter (in.)</th>
            <th scope="col" className={head}>Velocity (FPM)</th>
            <th scope="col" className={head}>Friction (in. w.c./100 ft)</th>
          </tr>
        </thead>
        <tbody>
          {output.round_sizes.map((s, i) => (
            <tr key={s.diameter_in} className={i === 0 ? 'bg-green-50 font-semibold' : undefined}>
              <td className={cell}>{s.diameter_in}</td>
              <td className={cell}>{formatNumber(s.velocity_fpm, 'FPM')}</td>
              <td className={cell}>{formatNumber(s.pressure_loss_in_wc_per_100ft, 'in. w.c./100 ft')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="w-full text-sm">
        <caption className="mb-1 text-left font-semibold">Rectangular equivalents (Huebscher)</caption>
        <thead className="border-b border-slate-300 text-slate-700">
          <tr>
            <th scope="col" className={head}>Size (in.)</th>
            <th scope="col" className={head}>Aspect</th>
            <th scope="col" className={head}>Equivalent Ø (in.)</th>
            <th scope="col" className={head}>Velocity (FPM)</th>
            <th scope="col" className={head}>Friction (in. w.c./100 ft)</th>
          </tr>
        </thead>
        <tbody>
          {output.rectangular_sizes.map((s) => (
            <tr key={`${s.width_in}x${s.height_in}`}>
              {/* One line even on a phone: "13 ×" above "13" reads as two numbers. */}
              <td className={`${cell} whitespace-nowrap`}>
                {s.width_in} × {s.height_in}
              </td>
              <td className={cell}>{formatNumber(s.aspect_ratio, ':1')}:1</td>
              <td className={cell}>{formatNumber(s.equivalent_diameter_in, 'in.')}</td>
              <td className={cell}>{formatNumber(s.velocity_fpm, 'FPM')}</td>
              <td className={cell}>{formatNumber(s.pressure_loss_in_wc_per_100ft, 'in. w.c./100 ft')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
