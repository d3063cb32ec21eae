import { type ReactNode, useId } from 'react';

/** A titled card of a tool, a region named by its heading (a report, a list, a form); `stack` spaces its parts. */
export function ToolSection({ title, stack, children }: { title: string; stack?: boolean; children: ReactNode }) {
  const id = useId();
  return (
    <section className={stack ? 'card admin-stack' : 'card'} aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
