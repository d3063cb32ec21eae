import { defineAdminTool } from '../kit/adminToolElement.ts';

defineAdminTool('admin-knowledge-base', () => import('./mountKnowledgeBase.tsx'));
// The strategy notes are the knowledge base's notes tagged "strategy", in the same tool.
defineAdminTool('admin-strategy-notes', () => import('./mountKnowledgeBase.tsx').then((tool) => ({ mount: tool.mountStrategyNotes })));
