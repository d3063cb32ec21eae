import DomPurify from 'dompurify';
import { Marked } from 'marked';
import { useDeferredValue, useMemo } from 'react';

// GitHub-flavoured Markdown, as the site's build renders it; raw HTML passes as it does there,
// cleaned by DOMPurify first, so a pasted <script> or onerror= never runs in the admin's page.
const markdown = new Marked({ gfm: true, async: false });

export function previewHtml(text: string): string {
  return DomPurify.sanitize(markdown.parse(text) as string);
}

/** The text as readers will see it, following the typing (deferred, so typing stays quick). */
export function MarkdownPreview({ text, label }: { text: string; label: string }) {
  const deferred = useDeferredValue(text);
  const html = useMemo(() => previewHtml(deferred), [deferred]);
  return (
    <section className="editor-preview" aria-label={label}>
      {deferred.trim() ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above.
        <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <p className="admin-muted">The preview shows here as you write.</p>
      )}
    </section>
  );
}
