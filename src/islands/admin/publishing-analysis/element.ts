import { defineAdminTool } from '../kit/adminToolElement.ts';

defineAdminTool('admin-publishing-analysis', () => import('./mountPublishingAnalysis.tsx'));
