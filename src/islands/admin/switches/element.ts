import { defineAdminTool } from '../kit/adminToolElement.ts';

defineAdminTool('admin-switches', () => import('./mountSwitches.tsx'));
