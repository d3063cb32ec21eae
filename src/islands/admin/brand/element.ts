import { defineAdminTool } from '../kit/adminToolElement.ts';

for (const tag of ['admin-brand-about', 'admin-brand-work', 'admin-brand-books', 'admin-brand-media'])
  defineAdminTool(tag, () => import('./mountBrand.tsx'));
