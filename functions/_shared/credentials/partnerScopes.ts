/** What a partner key may pull, one scope per data set; the key form and the reference show the sentences. */
export const partnerScopes = {
  jobs: 'The AI jobs data: occupation groups and occupations with their AI exposure',
  benchmarks: 'Assessment benchmarks per role (aggregates of ten people or more)',
  content: 'Published articles and podcast episodes',
} as const;
