import { createRoot } from 'react-dom/client';
import { Explorer } from './Explorer.tsx';
import { parseExplorerPayload } from './explorerRow.ts';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';

/** Saves text as a file through a temporary link, as the browser's own download would. */
function saveFile(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  // The click has handed the file to the browser; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Fetches the explorer's rows, checks them, and draws the explorer in place of the loading note. */
export async function mountExplorer(element: HTMLElement, source: string, fetchJson: (url: string) => Promise<Response>): Promise<void> {
  if (!source.startsWith('/')) throw new Error(`<job-explorer> expected data-source to be a site path; received "${source}".`);
  const response = await fetchJson(source);
  if (!response.ok) throw new Error(`Fetching ${source} answered ${response.status}; expected 200 with the explorer rows.`);
  const rows = parseExplorerPayload(await response.json());
  element.replaceChildren();
  createRoot(element).render(
    <ErrorBoundary>
      <Explorer rows={rows} onExport={saveFile} />
    </ErrorBoundary>,
  );
}
