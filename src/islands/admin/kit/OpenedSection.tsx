import { type ReactNode, useId } from 'react';

/**
 * A row opened on its own (a lead, an episode, a piece): the way back to its list, its title
 * marked when it is sample data, then what it holds, in a card named by that title.
 */
export function OpenedSection({
  back,
  onBack,
  title,
  isSample,
  className = 'card',
  children,
}: {
  /** "← All leads" */
  back: string;
  onBack(): void;
  title: string;
  isSample: boolean;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={className} aria-labelledby={id}>
      <button type="button" className="admin-link" onClick={onBack}>
        {back}
      </button>
      <h2 id={id} className="section-title">
        {title}
        {isSample && <span className="admin-badge">sample</span>}
      </h2>
      {children}
    </section>
  );
}
