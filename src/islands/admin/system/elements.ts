import { defineAdminTool } from '../kit/adminToolElement.ts';

/** The system pages' tools; each page's shell holds one of these elements, and only its tool is fetched. */
defineAdminTool('admin-system-status', () => import('./mountTools.tsx').then((tools) => tools.systemStatus));
defineAdminTool('admin-system-health', () => import('./mountTools.tsx').then((tools) => tools.systemHealth));
defineAdminTool('admin-system-monitor', () => import('./mountTools.tsx').then((tools) => tools.systemMonitor));
defineAdminTool('admin-system-test', () => import('./mountTools.tsx').then((tools) => tools.systemTest));
defineAdminTool('admin-navigation-test', () => import('./mountTools.tsx').then((tools) => tools.navigationTest));
defineAdminTool('admin-deployment-sync', () => import('./mountTools.tsx').then((tools) => tools.deploymentSync));
