import { type ReactNode, useEffect, useId, useRef } from 'react';

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
  focusTitle = false,
  children,
}: {
  /** "← All leads" */
  back: string;
  onBack(): void;
  title: string;
  isSample: boolean;
  className?: string;
  /** Moves the focus to the title when the row opens, so a keyboard or screen reader user starts there, not at the page's top. */
  focusTitle?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) heading.current?.focus();
  }, [focusTitle]);
  return (
    <section className={className} aria-labelledby={id}>
      <button type="button" className="admin-link" onClick={onBack}>
        {back}
      </button>
      <h2 id={id} ref={heading} className="section-title" tabIndex={focusTitle ? -1 : undefined}>
        {title}
        {isSample && <span className="admin-badge">sample</span>}
      </h2>
      {children}
    </section>
  );
}
