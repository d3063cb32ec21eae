import { defineAdminTool } from '../kit/adminToolElement.ts';

defineAdminTool('admin-leads', () => import('./mountLeads.tsx'));
