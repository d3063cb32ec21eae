import { defineAdminTool } from '../kit/adminToolElement.ts';

defineAdminTool('admin-workstation', () => import('./mountWorkstation.tsx'));
