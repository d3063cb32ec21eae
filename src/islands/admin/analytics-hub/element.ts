import { defineAdminTool } from '../kit/adminToolElement.ts';

defineAdminTool('admin-analytics-hub', () => import('./mountAnalyticsHub.tsx'));
