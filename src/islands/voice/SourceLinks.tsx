interface Source {
  title: string;
  url: string;
}

interface SourceLinksProps {
  sources: readonly Source[];
  className?: string;
}

/** The pages a reply drew on, as links; nothing when it cites none. Shared by the assistant, its admin page and the AI chat. */
export function SourceLinks({ sources, className }: SourceLinksProps) {
  if (sources.length === 0) return null;
  return (
    <ul className={className} aria-label="Sources">
      {sources.map((source) => (
        <li key={source.url}>
          <a href={source.url}>{source.title}</a>
        </li>
      ))}
    </ul>
  );
}
