import { defineAdminTool } from '../kit/adminToolElement.ts';

defineAdminTool('admin-gold-standard-voice', () => import('./mountGoldStandardVoice.tsx'));
