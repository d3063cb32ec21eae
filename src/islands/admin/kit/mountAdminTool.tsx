import { createRoot } from 'react-dom/client';
import { ErrorBoundary } from '../../../components/ErrorBoundary.tsx';
import type { LoadedAdminPage } from './adminPages.ts';

/** Replaces the shell's loading line with the tool; a render error replaces only the tool. */
export function mountAdminTool(element: HTMLElement, { component: Tool, props }: LoadedAdminPage): void {
  element.replaceChildren();
  createRoot(element).render(
    <ErrorBoundary>
      <Tool {...props} />
    </ErrorBoundary>,
  );
}
