import { defineAdminTool } from '../kit/adminToolElement.ts';

defineAdminTool('admin-voice-conversation', () => import('./mountVoiceConversation.tsx'));
