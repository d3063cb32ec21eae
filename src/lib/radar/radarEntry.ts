/**
 * The radar's vocabulary (supabase/migrations/*_technology_radar.sql), free of any schema library:
 * the console's island and the public radar's picture import it in the browser.
 */
export const rings = ['adopt', 'trial', 'assess', 'hold'] as const;
export type Ring = (typeof rings)[number];
export const quadrants = ['vendors', 'models', 'tools', 'practices'] as const;
export type Quadrant = (typeof quadrants)[number];

export const ringLabels: Record<Ring, string> = { adopt: 'Adopt', trial: 'Trial', assess: 'Assess', hold: 'Hold' };
export const quadrantLabels: Record<Quadrant, string> = {
  vendors: 'Vendors',
  models: 'Models',
  tools: 'Tools',
  practices: 'Practices',
};
