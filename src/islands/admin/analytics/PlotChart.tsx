import { useEffect, useRef, useState } from 'react';

type PlotModule = typeof import('@observablehq/plot');

/**
 * A chart drawn by Observable Plot, loaded only when a chart is first shown: the library stays
 * out of every other page and out of the tool's first download. `draw` builds the chart for the
 * width available. The chart is a picture for sighted readers (its label says what it shows);
 * the table beside it carries the same figures for everyone.
 */
export function PlotChart({ label, draw }: { label: string; draw: (plot: PlotModule, width: number) => Element }) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    import('@observablehq/plot').then(
      (plot) => {
        const target = box.current;
        if (!current || !target) return;
        const chart = draw(plot, Math.max(280, target.clientWidth));
        // The wrapper's label speaks for the picture; Plot's own labels on its groups are not for a group without a role.
        chart.setAttribute('aria-hidden', 'true');
        // Plot styles itself with <style> elements, which the site's CSP refuses; adminFigures.css has their rules.
        for (const style of chart.querySelectorAll('style')) style.remove();
        target.replaceChildren(chart);
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [draw]);
  if (failed) return <p className="admin-muted">The chart could not be loaded; the table has the same figures.</p>;
  return <div ref={box} className="figure-chart" role="img" aria-label={label} />;
}
