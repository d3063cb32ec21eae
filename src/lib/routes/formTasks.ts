/** Pages whose main task is a form: signing in or up, confirming, a new password, a message, an assessment. */
const formPaths: ReadonlySet<string> = new Set(['/auth', '/signup', '/confirm', '/reset-password', '/contact', '/ai-assessment']);

/**
 * Whether a page's main task is a form. No optional overlay shows there (the layout marks it with
 * `<meta name="page-task" content="form">`): help or an ask over a form the reader came to fill in
 * covers the very fields they need.
 */
export function isFormTaskPage(path: string): boolean {
  return formPaths.has(path) || path.startsWith('/ai-assessment-');
}
