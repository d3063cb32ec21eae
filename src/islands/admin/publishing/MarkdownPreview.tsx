import DomPurify from 'dompurify';
import { Marked } from 'marked';
import { useDeferredValue, useMemo } from 'react';
import { domPurifyOptions } from '../../../../functions/_shared/publishing/contentAllowList.ts';
import { embedFor, embedLinkText, embedPlaceholderClass } from '../../../../functions/_shared/publishing/embeds.ts';

// GitHub-flavoured Markdown, as the site's build renders it; raw HTML is kept to the same
// allow-list as on the site (contentAllowList.ts), so a pasted <script> or onerror= never runs
// in the admin's page.
const markdown = new Marked({ gfm: true, async: false });
const purifyOptions = { ...domPurifyOptions(), RETURN_DOM_FRAGMENT: true } as const;

export function previewHtml(text: string): string {
  const fragment = DomPurify.sanitize(markdown.parse(text) as string, purifyOptions);
  // An allowed embed shows as readers without JavaScript get it, a link on its provider; other frames go.
  for (const frame of fragment.querySelectorAll('iframe')) frame.replaceWith(...embedLink(frame));
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}

function embedLink(frame: HTMLIFrameElement): Node[] {
  const embed = embedFor(frame.getAttribute('src') ?? '');
  if (!embed) return [];
  const link = document.createElement('a');
  link.href = embed.link;
  link.textContent = embedLinkText(embed, frame.title);
  const figure = document.createElement('figure');
  figure.className = embedPlaceholderClass;
  figure.append(link);
  return [figure];
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
