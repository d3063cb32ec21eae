import { formatAnnualWage, formatCount, formatScore } from '../../../lib/ai-exposure/format.ts';
import { ToolSection } from '../kit/ToolSection.tsx';
import { heatmapLinkFor, occupationOfTag } from '../../../lib/knowledge/tags.ts';
import { ToolEmpty } from '../kit/ToolStates.tsx';
import type { TagCount } from './hubApi.ts';
import type { OccupationFigures } from './occupationFigures.ts';

/**
 * The occupational groups the range's signals are tagged with (soc-NN), each linking to its place
 * on the AI jobs heatmap and to its signals, with the group's figures from the jobs data.
 */
export function JobsData({ tags, figures, weeks }: { tags: TagCount[]; figures: ReadonlyMap<string, OccupationFigures>; weeks: number }) {
  const groups = tags.flatMap((entry) => {
    const group = occupationOfTag(entry.tag);
    return group ? [{ group, tag: entry.tag, signals: entry.signals, figures: figures.get(group.code) }] : [];
  });
  return (
    <ToolSection title="In the jobs data">
      {groups.length === 0 ? (
        <ToolEmpty title={`No signal of the last ${weeks} weeks names an occupation`}>
          Tag a signal on <a href="/signals">Signals</a> with one of the 22 occupational groups to link it to the AI jobs data.
        </ToolEmpty>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="admin-muted">
              Occupational groups tagged in the last {weeks} weeks, with their figures from the jobs data
            </caption>
            <thead>
              <tr>
                <th scope="col">Group</th>
                <th scope="col">Signals</th>
                <th scope="col">Employment 2024</th>
                <th scope="col">Median annual wage</th>
                <th scope="col">AI applicability</th>
                <th scope="col">GPT-4 exposure</th>
                <th scope="col">Human-rated exposure</th>
              </tr>
            </thead>
            <tbody>
              {groups.map(({ group, tag, signals, figures: numbers }) => (
                <tr key={tag}>
                  <th scope="row">
                    <a className="admin-link" href={heatmapLinkFor(group)}>
                      {group.name}
                    </a>
                  </th>
                  <td>
                    <a
                      className="admin-link"
                      href={`/signals?tag=${tag}`}
                      aria-label={`${signals} ${signals === 1 ? 'signal' : 'signals'} tagged ${group.name}`}
                    >
                      {signals}
                    </a>
                  </td>
                  <td>{numbers ? formatCount(numbers.employment) : '—'}</td>
                  <td>{numbers ? formatAnnualWage(numbers.medianWage, false) : '—'}</td>
                  <td>{numbers ? formatScore(numbers.applicability) : '—'}</td>
                  <td>{numbers ? formatScore(numbers.gpt4) : '—'}</td>
                  <td>{numbers ? formatScore(numbers.human) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ToolSection>
  );
}
