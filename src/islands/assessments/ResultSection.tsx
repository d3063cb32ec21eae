import type { ReactNode } from 'react';

interface ResultSectionProps {
  /** The heading's id, which names the section for assistive technology. */
  id: string;
  title: string;
  className: string;
  children: ReactNode;
}

/** A part of the result page, under its own heading. */
export function ResultSection({ id, title, className, children }: ResultSectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <h3 id={id} className="text-lg font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}
