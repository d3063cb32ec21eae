import { defineAdminTool } from '../kit/adminToolElement.ts';

defineAdminTool('admin-roadmap', () => import('./mountRoadmap.tsx'));
