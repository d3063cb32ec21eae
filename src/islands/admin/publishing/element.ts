import { defineAdminTool } from '../kit/adminToolElement.ts';

defineAdminTool('admin-publishing', () => import('./mountPublishing.tsx'));
