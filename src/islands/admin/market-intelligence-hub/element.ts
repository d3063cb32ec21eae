import { defineAdminTool } from '../kit/adminToolElement.ts';

defineAdminTool('admin-trends-hub', () => import('./mountHub.tsx'));
