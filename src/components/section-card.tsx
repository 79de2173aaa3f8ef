import { useId, type ReactNode } from 'react';

/** A titled card; the heading level is chosen by the page so headings stay in order. */
export default function SectionCard({ title, children, level = 2, className }: { title: string; children: ReactNode; level?: 2 | 3; className?: string }) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={id} className={`card ${className ?? ''}`}>
      <Heading id={id} className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </Heading>
      {children}
    </section>
  );
}
