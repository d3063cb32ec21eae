import { defineAdminTool } from '../kit/adminToolElement.ts';

defineAdminTool('admin-publishing-hub', () => import('./mountPublishingHub.tsx'));
