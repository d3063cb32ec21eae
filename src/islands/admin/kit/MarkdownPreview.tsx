import { Fragment } from 'react';
import { type Block, type Inline, parseMarkdown } from '../../../lib/publishing/markdownBlocks.ts';

function Spans({ spans }: { spans: Inline[] }) {
  return spans.map((span, index) => {
    const key = `${index}-${span.kind}`;
    if (span.kind === 'text') return <Fragment key={key}>{span.text}</Fragment>;
    if (span.kind === 'code') return <code key={key}>{span.text}</code>;
    if (span.kind === 'strong' || span.kind === 'em') {
      const Tag = span.kind;
      return (
        <Tag key={key}>
          <Spans spans={span.children} />
        </Tag>
      );
    }
    return (
      <a key={key} href={span.href} target="_blank" rel="noopener noreferrer">
        <Spans spans={span.children} />
      </a>
    );
  });
}

function BlockView({ block, topLevel }: { block: Block; topLevel: number }) {
  switch (block.kind) {
    case 'heading': {
      // The preview sits under the editor's h2: its highest heading is an h3, the others follow it, so no level is skipped.
      const Tag = `h${Math.min(6, 3 + block.level - topLevel)}` as 'h3';
      return (
        <Tag>
          <Spans spans={block.children} />
        </Tag>
      );
    }
    case 'paragraph':
      return (
        <p>
          <Spans spans={block.children} />
        </p>
      );
    case 'quote':
      return (
        <blockquote>
          <Spans spans={block.children} />
        </blockquote>
      );
    case 'code':
      return (
        <pre>
          <code>{block.text}</code>
        </pre>
      );
    case 'rule':
      return <hr />;
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List>
          {block.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: list items have no identity but their place.
            <li key={index}>
              <Spans spans={item} />
            </li>
          ))}
        </List>
      );
    }
  }
}

/** What Markdown text will look like, for an editor's preview; built from data, never from HTML. */
export function MarkdownPreview({ markdown, label }: { markdown: string; label: string }) {
  const blocks = parseMarkdown(markdown);
  const topLevel = Math.min(6, ...blocks.map((block) => (block.kind === 'heading' ? block.level : 6)));
  return (
    <section className="markdown-preview" aria-label={label}>
      {blocks.length === 0 ? (
        <p className="admin-muted">Nothing to preview yet.</p>
      ) : (
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no identity but their place.
        blocks.map((block, index) => <BlockView key={index} block={block} topLevel={topLevel} />)
      )}
    </section>
  );
}
