import { optionsOf } from '../kit/choiceOptions.ts';

/** The pipeline's stages in order, as public.leads stores them, with the words the page shows. */
const stageLabels = {
  new: 'New',
  replied: 'Replied',
  call_booked: 'Call booked',
  proposal: 'Proposal',
  client: 'Client',
  closed: 'Closed',
};

export type LeadStage = keyof typeof stageLabels;
export const leadStageIds = Object.keys(stageLabels) as LeadStage[];
/** The stages as a choice's options, in the pipeline's order. */
export const leadStages = optionsOf(stageLabels);
export const stageLabel = (stage: LeadStage): string => stageLabels[stage];
