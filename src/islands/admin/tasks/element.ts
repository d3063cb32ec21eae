import { defineAdminTool } from '../kit/adminToolElement.ts';

defineAdminTool('admin-tasks', () => import('./mountTasks.tsx'));
