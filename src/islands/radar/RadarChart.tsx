import { quadrantLabels, quadrants, type Quadrant, type Ring, ringLabels, rings } from '../../lib/radar/radarEntry.ts';
import { radarBlips, radarCentre, radarSize, ringRadius } from '../../lib/radar/radarLayout.ts';

const corners = [
  { x: radarSize - 6, y: radarSize - 6, anchor: 'end' },
  { x: 6, y: radarSize - 6, anchor: 'start' },
  { x: 6, y: 16, anchor: 'start' },
  { x: radarSize - 6, y: 16, anchor: 'end' },
] as const;

/**
 * The radar as SVG: four rings (adopt innermost), four quarters, one numbered blip per entry
 * (positions from radarLayout.ts). The public /radar renders it at build with no script; the
 * console draws the same picture. It is hidden from screen readers, who read the numbered list
 * or table beside it, whose numbers are the blips'.
 */
export function RadarChart({ entries }: { entries: readonly { id: string; name: string; quadrant: Quadrant; ring: Ring }[] }) {
  const names = new Map(entries.map((entry) => [entry.id, entry.name]));
  return (
    <svg className="radar-chart" viewBox={`0 0 ${radarSize} ${radarSize}`} aria-hidden="true" focusable="false">
      {[...rings].reverse().map((ring) => (
        <circle key={ring} className={`radar-ring radar-ring-${ring}`} cx={radarCentre} cy={radarCentre} r={ringRadius(ring)} />
      ))}
      <line className="radar-axis" x1="0" y1={radarCentre} x2={radarSize} y2={radarCentre} />
      <line className="radar-axis" x1={radarCentre} y1="0" x2={radarCentre} y2={radarSize} />
      {rings.map((ring) => (
        <text key={ring} className="radar-ring-label" x={radarCentre + 4} y={radarCentre - ringRadius(ring) + 14}>
          {ringLabels[ring]}
        </text>
      ))}
      {quadrants.map((quadrant, index) => (
        <text
          key={quadrant}
          className="radar-quadrant-label"
          x={corners[index]?.x}
          y={corners[index]?.y}
          textAnchor={corners[index]?.anchor}
        >
          {quadrantLabels[quadrant]}
        </text>
      ))}
      {radarBlips(entries).map((blip) => (
        <g key={blip.id} className="radar-blip">
          <title>{names.get(blip.id)}</title>
          <circle cx={blip.x} cy={blip.y} r="9" />
          <text x={blip.x} y={blip.y + 3.5} textAnchor="middle">
            {blip.number}
          </text>
        </g>
      ))}
    </svg>
  );
}
