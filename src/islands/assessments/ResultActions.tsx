import type { ReactNode } from 'react';

interface ResultActionsProps {
  /** The share control, once the result is saved and so has an address. */
  children?: ReactNode;
}

/** Print the result (the print stylesheet makes it one clean page) or share it. */
export function ResultActions({ children }: ResultActionsProps) {
  return (
    <div className="result-actions no-print">
      <button type="button" className="button" data-feature-use="print_result" onClick={() => window.print()}>
        Save as PDF
      </button>
      {children}
    </div>
  );
}
