import { defineAdminTool } from '../kit/adminToolElement.ts';

defineAdminTool('admin-signals', () => import('./mountSignals.tsx'));
