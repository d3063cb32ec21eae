/** The pipeline's stages in order, as public.leads stores them, with the words the page shows. */
export const leadStages = [
  { id: 'new', label: 'New' },
  { id: 'replied', label: 'Replied' },
  { id: 'call_booked', label: 'Call booked' },
  { id: 'proposal', label: 'Proposal' },
  { id: 'client', label: 'Client' },
  { id: 'closed', label: 'Closed' },
] as const;

export type LeadStage = (typeof leadStages)[number]['id'];

export const stageLabel = (stage: LeadStage): string => leadStages.find((entry) => entry.id === stage)?.label ?? stage;
