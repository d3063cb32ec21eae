import { defineAdminTool } from '../kit/adminToolElement.ts';

defineAdminTool('admin-briefs', () => import('./mountBriefs.tsx'));
