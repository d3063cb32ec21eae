interface ProgressBarProps {
  answered: number;
  total: number;
}

/** How many questions have an answer, for eyes and for screen readers alike. */
export function ProgressBar({ answered, total }: ProgressBarProps) {
  const percent = Math.round((100 * answered) / total);
  return (
    <div className="space-y-1">
      <p id="assessment-progress-label" className="text-sm text-muted">
        {answered} of {total} answered
      </p>
      <div
        role="progressbar"
        aria-labelledby="assessment-progress-label"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={answered}
        aria-valuetext={`${answered} of ${total} questions answered`}
        className="h-2 overflow-hidden rounded-full bg-accent-soft"
      >
        <div className="h-full rounded-full bg-accent motion-safe:transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
