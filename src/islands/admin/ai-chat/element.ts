import { defineAdminTool } from '../kit/adminToolElement.ts';

defineAdminTool('admin-ai-chat', () => import('./mountAiChat.tsx'));
