/**
 * Which occupations of the data set stand for each role assessment. Codes are 2018 SOC codes
 * as OEWS publishes them; `25-1xxx` means every detailed code starting with `25-1`. The first
 * code is the role's main occupation: its major group is where the role sits on the heatmap.
 * Each reason says why, so the choice can be checked against the SOC definitions.
 */
export interface RoleOccupations {
  socCodes: readonly string[];
  reason: string;
}

export const roleOccupations: Readonly<Record<string, RoleOccupations>> = {
  ceo: { socCodes: ['11-1011'], reason: 'Chief Executives is the SOC occupation for the top executive of an organisation.' },
  directors: {
    socCodes: ['11-1011', '11-1021'],
    reason: 'SOC has no board-director occupation; directors come from and oversee chief executives and general and operations managers.',
  },
  cfo: {
    socCodes: ['11-3031'],
    reason: 'Financial Managers covers controllers and treasurers; O*NET lists Chief Financial Officer among its titles.',
  },
  'hr-manager': { socCodes: ['11-3121'], reason: 'Human Resources Managers plan and direct hiring, pay and staff development.' },
  'product-manager': {
    socCodes: ['11-2021', '11-3021'],
    reason:
      'O*NET files product managers under Marketing Managers; software product leads sit with Computer and Information Systems Managers.',
  },
  'sales-lead': {
    socCodes: ['11-2022', '41-1012'],
    reason: 'Sales Managers direct sales teams; First-Line Supervisors of Non-Retail Sales Workers lead them day to day.',
  },
  'marketing-director': {
    socCodes: ['11-2021', '11-2011'],
    reason: 'Marketing Managers own brand and growth; Advertising and Promotions Managers run the campaigns.',
  },
  'client-services-director': {
    socCodes: ['11-2011', '11-2022'],
    reason:
      'Agency account leadership is filed under Advertising and Promotions Managers; client account leadership elsewhere under Sales Managers.',
  },
  'procurement-director': {
    socCodes: ['11-3061', '13-1020'],
    reason: 'Purchasing Managers direct buying; Buyers and Purchasing Agents (a BLS aggregate code) do the tendering and contracting.',
  },
  'media-buyer-offline': {
    socCodes: ['41-3011', '13-1020'],
    reason:
      'Buying print, outdoor, radio and TV space is negotiated with Advertising Sales Agents and is purchasing work (Buyers and Purchasing Agents).',
  },
  'media-planner-offline': {
    socCodes: ['13-1161', '41-3011'],
    reason:
      'Audience and media planning is Market Research Analysts and Marketing Specialists work, priced against Advertising Sales Agents’ inventory.',
  },
  teachers: {
    socCodes: ['25-2021', '25-2022', '25-2031'],
    reason: 'Elementary, middle and secondary school teachers, excluding special and career/technical education.',
  },
  'university-professor': {
    socCodes: ['25-1xxx'],
    reason: 'Every Postsecondary Teachers occupation (SOC minor group 25-1000), one per discipline.',
  },
  'public-servant': {
    socCodes: ['43-4061', '13-1041', '13-2081'],
    reason:
      'Occupations found mostly in government: eligibility interviewers for public programmes, compliance officers and tax examiners.',
  },
  'police-force': { socCodes: ['33-3051', '33-3021', '33-1012'], reason: 'Patrol officers, detectives and their first-line supervisors.' },
  'supply-chain-manager': {
    socCodes: ['11-3071', '13-1081', '11-3061'],
    reason:
      'O*NET files Supply Chain Managers under Transportation, Storage, and Distribution Managers; Logisticians and Purchasing Managers share the planning.',
  },
  'logistics-manager': {
    socCodes: ['11-3071', '53-1047'],
    reason:
      'Transportation, Storage, and Distribution Managers run warehousing and delivery, with first-line supervisors of transport and material moving.',
  },
  'handcraft-artisan': {
    socCodes: ['27-1012', '51-9071', '51-7011'],
    reason:
      'Craft Artists, Jewelers and Precious Stone and Metal Workers, and Cabinetmakers and Bench Carpenters make and sell handmade work.',
  },
  gardener: {
    socCodes: ['37-3011', '37-1012'],
    reason: 'Landscaping and Groundskeeping Workers, and the first-line supervisors who lead grounds crews.',
  },
  'tube-maintenance': {
    socCodes: ['49-3043', '47-4061', '49-2093', '49-9097'],
    reason:
      'Rail car repairers, track maintenance operators, transportation-equipment electrical repairers and signal and track switch repairers keep a metro running.',
  },
};
