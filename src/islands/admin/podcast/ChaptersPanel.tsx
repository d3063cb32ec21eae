import { type ChapterRow, checkChapters } from '../../../lib/publishing/chapters.ts';
import { FormField } from '../../shared/FormField.tsx';

/**
 * The chapters as rows of a start and a title. The checks run as the owner types, but the
 * messages show once they have tried to save (`showProblems`), so a half-typed row is not shouted at.
 */
export function ChaptersPanel({
  rows,
  duration,
  showProblems,
  onRows,
}: {
  rows: ChapterRow[];
  duration: number | null;
  showProblems: boolean;
  onRows(rows: ChapterRow[]): void;
}) {
  const check = checkChapters(rows, duration);
  const change = (index: number, next: Partial<ChapterRow>) => onRows(rows.map((row, at) => (at === index ? { ...row, ...next } : row)));
  return (
    <fieldset className="admin-stack studio-fieldset" aria-describedby="episode-chapters-hint">
      <legend>Chapters</legend>
      <p id="episode-chapters-hint" className="admin-muted">
        Starts as m:ss or h:mm:ss; the first at 0:00. They are put in order when saved.
      </p>
      {rows.map((row, index) => {
        const problem = showProblems ? check.rowProblems.get(index) : undefined;
        const problemId = `episode-chapter-${index}-problem`;
        const described = problem ? { 'aria-invalid': true, 'aria-describedby': problemId } : {};
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place; a title being typed must keep its input.
          <fieldset key={index} className="studio-chapter">
            <legend>Chapter {index + 1}</legend>
            {/* The row's one problem, said under both fields, describes each of them. */}
            <FormField id={`episode-chapter-${index}-start`} label="Start">
              {(control) => (
                <input
                  {...control}
                  {...described}
                  inputMode="numeric"
                  placeholder="0:00"
                  value={row.start}
                  onChange={(event) => change(index, { start: event.target.value })}
                />
              )}
            </FormField>
            <FormField id={`episode-chapter-${index}-title`} label="Chapter title">
              {(control) => (
                <input
                  {...control}
                  {...described}
                  maxLength={200}
                  value={row.title}
                  onChange={(event) => change(index, { title: event.target.value })}
                />
              )}
            </FormField>
            <button type="button" className="button" onClick={() => onRows(rows.filter((_, at) => at !== index))}>
              Remove<span className="sr-only-text"> chapter {index + 1}</span>
            </button>
            {problem && (
              <p id={problemId} className="form-error studio-chapter-problem">
                {problem}
              </p>
            )}
          </fieldset>
        );
      })}
      {showProblems && check.listProblem && <p className="form-error">{check.listProblem}</p>}
      <div className="admin-actions">
        <button type="button" className="button" onClick={() => onRows([...rows, { start: rows.length === 0 ? '0:00' : '', title: '' }])}>
          Add chapter
        </button>
      </div>
    </fieldset>
  );
}
