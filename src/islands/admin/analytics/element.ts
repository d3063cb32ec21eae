import { defineAdminTool } from '../kit/adminToolElement.ts';

defineAdminTool('admin-analytics', () => import('./mountAnalytics.tsx'));
