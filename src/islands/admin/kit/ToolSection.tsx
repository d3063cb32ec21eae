import { type ReactNode, useId } from 'react';

/** A titled card of a tool, a region named by its heading (a report, a list, a form). */
export function ToolSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
