/**
 * What can be evaluated: the site guide's retrieval, the notes' search, the workbench's researcher
 * (a workflow, each question its job, run as a child run), or the configured chat model.
 */
export const evalTargets = {
  'site-guide': 'The site guide’s retrieval',
  notes: 'The notes’ search',
  researcher: 'The workbench’s researcher',
  model: 'The configured chat model',
} as const;
