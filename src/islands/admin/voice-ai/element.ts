import { defineAdminTool } from '../kit/adminToolElement.ts';

defineAdminTool('admin-voice-ai', () => import('./mountVoiceAi.tsx'));
