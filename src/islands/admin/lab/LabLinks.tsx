import { labWorkflow } from '../../../../functions/_shared/lab/labWorkflow.ts';

/** The pages the lab leads to: where its model calls are recorded and counted, and where its answers are measured. */
const related = [
  { href: `/orchestration?workflow=${labWorkflow}`, label: 'the lab’s model calls among the runs' },
  { href: '/innovation-lab', label: 'evaluations of the site guide and models on a dataset' },
  { href: '/ai-apps-hub', label: 'the AI calls used today' },
  { href: '/system-activation', label: 'which providers are configured' },
];

export function LabLinks() {
  return (
    <nav aria-label="Related to the lab" className="admin-muted">
      See also:{' '}
      {related.map((link, index) => (
        <span key={link.href}>
          {index > 0 && ', '}
          <a href={link.href}>{link.label}</a>
        </span>
      ))}
      .
    </nav>
  );
}
