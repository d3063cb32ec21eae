import type { PageFigures } from './runLighthouse.ts';

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export interface LineFigures extends Omit<PageFigures, 'scripts'> {
  /** The page's scripts, compressed as built, wherever they were answered from. */
  scriptBytes: number;
  scriptFiles: number;
}

/** One page's figures on one line, aligned for a terminal and for docs/performance.md. */
export function figureLine({
  path,
  performance,
  lcpMs,
  fcpMs,
  totalBlockingMs,
  layoutShift,
  totalBytes,
  scriptBytes,
  scriptFiles,
  dataDrawnMs,
}: LineFigures): string {
  return [
    path.padEnd(34),
    `performance ${String(performance).padStart(3)}`,
    `LCP ${seconds(lcpMs)}`,
    `FCP ${seconds(fcpMs)}`,
    `TBT ${String(totalBlockingMs).padStart(3)} ms`,
    `CLS ${layoutShift.toFixed(3)}`,
    `total ${kib(totalBytes).padStart(9)}`,
    `script ${kib(scriptBytes).padStart(8)} in ${scriptFiles} files`,
    ...(dataDrawnMs === null ? [] : [`data drawn ${seconds(dataDrawnMs)}`]),
  ].join('   ');
}
