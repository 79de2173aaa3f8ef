import { useEffect, useRef } from 'react';
import type { BoxPx } from '@/domain/nameplate';
import { cn } from '@/lib/cn';

export interface OverlayBox {
  key: string;
  label: string;
  bbox: BoxPx;
  active: boolean;
}

const pct = (v: number, of: number) => `${((100 * v) / of).toFixed(2)}%`;

/** The prepared photo (a canvas, no upload and no object URL) with a box where each field was read. */
export default function PlateOverlay({ image, boxes, description }: { image: HTMLCanvasElement; boxes: OverlayBox[]; description: string }) {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = holder.current;
    if (!el) return;
    image.className = 'block h-auto w-full';
    el.replaceChildren(image);
    return () => image.remove();
  }, [image]);
  return (
    <figure className="relative overflow-hidden rounded-md border border-slate-300">
      <div ref={holder} role="img" aria-label={description} />
      {boxes.map((b) => (
        <div
          key={b.key}
          aria-hidden="true"
          className={cn('absolute rounded-sm border-2', b.active ? 'border-blue-700 bg-blue-500/15' : 'border-amber-500 bg-amber-300/10')}
          style={{ left: pct(b.bbox.x0, image.width), top: pct(b.bbox.y0, image.height), width: pct(b.bbox.x1 - b.bbox.x0, image.width), height: pct(b.bbox.y1 - b.bbox.y0, image.height) }}
        >
          <span className={cn('absolute -top-5 left-0 rounded px-1 text-xs font-semibold text-white', b.active ? 'bg-blue-700' : 'bg-amber-700')}>{b.label}</span>
        </div>
      ))}
    </figure>
  );
}
