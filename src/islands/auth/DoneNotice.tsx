import { useEffect, useRef, type ReactNode } from 'react';

interface DoneNoticeProps {
  title: string;
  /** Announced as it appears, for a step that changed the reader's state (signed in, password set). */
  status?: boolean;
  children: ReactNode;
}

/** What a form becomes once its work is done: focus lands on the heading, so the news is read first. */
export function DoneNotice({ title, status = false, children }: DoneNoticeProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="auth-form auth-done" role={status ? 'status' : undefined}>
      <h2 ref={headingRef} tabIndex={-1} className="auth-alert-title">
        {title}
      </h2>
      {children}
    </div>
  );
}
