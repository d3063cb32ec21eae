import { defineAdminTool } from '../kit/adminToolElement.ts';

defineAdminTool('admin-podcast-studio', () => import('./mountPodcastStudio.tsx'));
