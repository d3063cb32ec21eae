import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorBoundary } from '../../../components/ErrorBoundary.tsx';

/** Replaces the shell's loading line with the tool; a render error replaces only the tool. */
export function mountAdminTool(element: HTMLElement, tool: ReactNode): void {
  element.replaceChildren();
  createRoot(element).render(<ErrorBoundary>{tool}</ErrorBoundary>);
}
