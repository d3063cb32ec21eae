/**
 * The twenty role assessments, grouped by the category shown in the sidebar and on the assessment
 * hub. The role id is the path suffix: `/ai-assessment-{id}`.
 */
interface RoleEntry {
  id: string;
  name: string;
  category: RoleCategory;
  /** One sentence on who the assessment is for. */
  audience: string;
}

export const roleCategories = [
  'Executive Leadership',
  'Business Functions',
  'Media & Advertising',
  'Education',
  'Public Sector',
  'Operations & Logistics',
  'Skilled Trades',
] as const;

export type RoleCategory = (typeof roleCategories)[number];

const roleList = [
  { id: 'ceo', name: 'CEO', category: 'Executive Leadership', audience: 'Chief executives setting direction for an organisation.' },
  {
    id: 'directors',
    name: 'Directors',
    category: 'Executive Leadership',
    audience: 'Board members and directors who oversee strategy and risk.',
  },
  {
    id: 'cfo',
    name: 'CFO',
    category: 'Executive Leadership',
    audience: 'Finance chiefs responsible for reporting, planning and controls.',
  },
  { id: 'hr-manager', name: 'HR Manager', category: 'Business Functions', audience: 'People leaders who hire, develop and support staff.' },
  {
    id: 'product-manager',
    name: 'Product Manager',
    category: 'Business Functions',
    audience: 'Product owners who decide what gets built and why.',
  },
  {
    id: 'sales-lead',
    name: 'Sales Lead',
    category: 'Business Functions',
    audience: 'Sales leaders who run pipelines, teams and client relationships.',
  },
  {
    id: 'marketing-director',
    name: 'Marketing Director',
    category: 'Business Functions',
    audience: 'Marketing heads responsible for brand, campaigns and growth.',
  },
  {
    id: 'client-services-director',
    name: 'Client Services Director',
    category: 'Business Functions',
    audience: 'Leaders of account and client service teams.',
  },
  {
    id: 'procurement-director',
    name: 'Procurement Director',
    category: 'Business Functions',
    audience: 'Buyers who manage suppliers, tenders and contracts.',
  },
  {
    id: 'media-buyer-offline',
    name: 'Media Buyer (Offline)',
    category: 'Media & Advertising',
    audience: 'Buyers of print, outdoor, radio and TV inventory.',
  },
  {
    id: 'media-planner-offline',
    name: 'Media Planner (Offline)',
    category: 'Media & Advertising',
    audience: 'Planners who build offline media plans and audience strategies.',
  },
  { id: 'teachers', name: 'Teachers', category: 'Education', audience: 'Primary and secondary school teachers.' },
  {
    id: 'university-professor',
    name: 'University Professor',
    category: 'Education',
    audience: 'Academics who teach, supervise and publish research.',
  },
  {
    id: 'public-servant',
    name: 'Public Servant',
    category: 'Public Sector',
    audience: 'Civil servants who deliver policy and public services.',
  },
  {
    id: 'police-force',
    name: 'Police Force',
    category: 'Public Sector',
    audience: 'Police officers and staff in operational and support roles.',
  },
  {
    id: 'supply-chain-manager',
    name: 'Supply Chain Manager',
    category: 'Operations & Logistics',
    audience: 'Managers who plan sourcing, inventory and flow of goods.',
  },
  {
    id: 'logistics-manager',
    name: 'Logistics Manager',
    category: 'Operations & Logistics',
    audience: 'Managers of warehousing, transport and delivery.',
  },
  { id: 'handcraft-artisan', name: 'Handcraft Artisan', category: 'Skilled Trades', audience: 'Makers who design and sell handmade work.' },
  { id: 'gardener', name: 'Gardener', category: 'Skilled Trades', audience: 'Gardeners and grounds staff, employed or self-employed.' },
  {
    id: 'tube-maintenance',
    name: 'Tube Maintenance',
    category: 'Skilled Trades',
    audience: 'Engineers and technicians who maintain metro trains, track and stations.',
  },
] as const satisfies readonly RoleEntry[];

/** The role ids as a type: `/ai-assessment-${RoleId}` are the role pages the compiler knows. */
export type RoleId = (typeof roleList)[number]['id'];

export interface RoleDef extends RoleEntry {
  id: RoleId;
}

export const roles: readonly RoleDef[] = roleList;
