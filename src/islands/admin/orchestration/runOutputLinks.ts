import type { RoutePath } from '../../../lib/routes/paths.ts';

/** A link to what a run made, in the tool that edits it. */
interface OutputLink {
  href: `${RoutePath}${string}`;
  text: string;
}

const id = (value: unknown) => (typeof value === 'string' && /^[0-9a-f-]{36}$/i.test(value) ? value : null);

/**
 * Where to open what a run made (`ai_runs.output`): the brief draft on /intelligence, the issue
 * draft in the editor, the leads it triaged on the pipeline. Anything else is only shown as it is.
 */
export function outputLinks(output: Record<string, unknown> | null): OutputLink[] {
  if (!output) return [];
  const links: OutputLink[] = [];
  const brief = id(output.brief_id);
  if (brief) links.push({ href: `${'/intelligence' satisfies RoutePath}?brief=${brief}`, text: 'Open the brief draft' });
  const issue = id(output.issue_id);
  if (issue) links.push({ href: `${'/publishing' satisfies RoutePath}?issue=${issue}`, text: 'Open the newsletter issue draft' });
  if (typeof output.leads === 'number' && output.leads > 0)
    links.push({
      href: '/enterprise-ecosystem' satisfies RoutePath,
      text: `See the ${output.leads === 1 ? 'lead' : `${output.leads} leads`} on the pipeline`,
    });
  return links;
}
