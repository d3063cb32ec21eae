/**
 * The admin pages' tools, found by the tag of the shell each page holds (kit/AdminTool.astro): the
 * tool's component, imported only once the server has confirmed the admin (each its own chunk), and
 * the props it reads from the shell. A new tool is one line here and a page with its shell. (The
 * tools an AI may call are another registry; these are pages.)
 */
import type { ComponentType } from 'react';
import { ownerName, ownerTimeZone } from './owner.ts';

/** A tool ready to draw: its component and its props. */
export interface LoadedAdminPage {
  component: ComponentType<object>;
  props: object;
}
export type AdminPageLoader = (shell: HTMLElement) => Promise<LoadedAdminPage>;

const page =
  <P extends object>(load: () => Promise<ComponentType<P>>, props: (shell: HTMLElement) => P = () => ({}) as P): AdminPageLoader =>
  async (shell) => ({ component: (await load()) as ComponentType<object>, props: props(shell) });

const inTimeZone = (shell: HTMLElement) => ({ timeZone: ownerTimeZone(shell) });

export const adminPageLoaders = {
  'admin-agent-coordination': page(
    () => import('../agent-coordination/AgentCoordination.tsx').then((tool) => tool.AgentCoordination),
    inTimeZone,
  ),
  'admin-ai-apps-hub': page(
    () => import('../ai-apps-hub/AiAppsHub.tsx').then((tool) => tool.AiAppsHub),
    (shell) => ({ timeZone: ownerTimeZone(shell), now: Date.now }),
  ),
  'admin-ai-chat': page(() => import('../ai-chat/AiChat.tsx').then((tool) => tool.AiChat)),
  'admin-analytics': page(() => import('../analytics/Analytics.tsx').then((tool) => tool.Analytics), inTimeZone),
  'admin-analytics-hub': page(() => import('../analytics-hub/AnalyticsHub.tsx').then((tool) => tool.AnalyticsHub), inTimeZone),
  'admin-api-gateway': page(() => import('../api-gateway/ApiGateway.tsx').then((tool) => tool.ApiGateway), inTimeZone),
  'admin-brand-about': page(() => import('../brand/ProfileEditor.tsx').then((tool) => tool.ProfileEditor)),
  'admin-brand-books': page(() => import('../brand/BrandPages.tsx').then((tool) => tool.BooksIdeas)),
  'admin-brand-media': page(() => import('../brand/BrandPages.tsx').then((tool) => tool.MediaPortfolio)),
  'admin-brand-work': page(() => import('../brand/BrandPages.tsx').then((tool) => tool.CaseStudies)),
  'admin-briefs': page(() => import('../intelligence/Briefs.tsx').then((tool) => tool.Briefs), inTimeZone),
  'admin-deployment-sync': page(() => import('../system/DeploymentSync.tsx').then((tool) => tool.DeploymentSync)),
  'admin-gold-standard-voice': page(() => import('../gold-standard-voice/GoldStandardVoice.tsx').then((tool) => tool.GoldStandardVoice)),
  'admin-image-studio': page(
    () => import('../image-studio/ImageStudio.tsx').then((tool) => tool.ImageStudio),
    (shell) => ({ ownerName: ownerName(shell) }),
  ),
  'admin-knowledge-base': page(() => import('../knowledge-base/KnowledgeBase.tsx').then((tool) => tool.KnowledgeBase), inTimeZone),
  'admin-leads': page(
    () => import('../leads/Leads.tsx').then((tool) => tool.Leads),
    (shell) => ({ ownerName: ownerName(shell) }),
  ),
  'admin-mcp-dashboard': page(() => import('../mcp-dashboard/McpDashboard.tsx').then((tool) => tool.McpDashboard), inTimeZone),
  'admin-navigation-test': page(() => import('../system/NavigationTest.tsx').then((tool) => tool.NavigationTest)),
  'admin-evaluations': page(() => import('../evaluations/Evaluations.tsx').then((tool) => tool.Evaluations), inTimeZone),
  'admin-lab': page(() => import('../lab/Lab.tsx').then((tool) => tool.LabTool), inTimeZone),
  'admin-orchestration': page(() => import('../orchestration/Orchestration.tsx').then((tool) => tool.Orchestration), inTimeZone),
  'admin-podcast-studio': page(() => import('../podcast/PodcastStudio.tsx').then((tool) => tool.PodcastStudio), inTimeZone),
  'admin-publishing': page(() => import('../publishing/Publishing.tsx').then((tool) => tool.Publishing), inTimeZone),
  'admin-publishing-analysis': page(
    () => import('../publishing-analysis/PublishingAnalysis.tsx').then((tool) => tool.PublishingAnalysis),
    inTimeZone,
  ),
  'admin-publishing-hub': page(() => import('../publishing-hub/PublishingHub.tsx').then((tool) => tool.PublishingHub), inTimeZone),
  'admin-radar': page(() => import('../radar/Radar.tsx').then((tool) => tool.Radar), inTimeZone),
  'admin-roadmap': page(() => import('../roadmap/RoadmapBoard.tsx').then((tool) => tool.RoadmapBoard)),
  'admin-signals': page(() => import('../signals/Signals.tsx').then((tool) => tool.Signals), inTimeZone),
  // The strategy notes are the knowledge base's notes tagged "strategy", in the same tool.
  'admin-strategy-notes': page(
    () => import('../knowledge-base/KnowledgeBase.tsx').then((tool) => tool.KnowledgeBase),
    (shell) => ({ timeZone: ownerTimeZone(shell), fixedTag: 'strategy' }),
  ),
  'admin-switches': page(() => import('../switches/Switches.tsx').then((tool) => tool.Switches)),
  'admin-system-health': page(() => import('../system/SystemHealth.tsx').then((tool) => tool.SystemHealth)),
  'admin-system-monitor': page(() => import('../system/SystemMonitor.tsx').then((tool) => tool.SystemMonitor)),
  'admin-system-status': page(() => import('../system/SystemStatus.tsx').then((tool) => tool.SystemStatus)),
  'admin-system-test': page(() => import('../system/SystemTest.tsx').then((tool) => tool.SystemTest)),
  'admin-tasks': page(() => import('../tasks/Tasks.tsx').then((tool) => tool.Tasks), inTimeZone),
  // The build writes the occupational groups' figures into the shell, read here without their module.
  'admin-trends-hub': page(
    () => import('../market-intelligence-hub/TrendsHub.tsx').then((tool) => tool.TrendsHub),
    (shell) => ({ timeZone: ownerTimeZone(shell), occupationFigures: shell.dataset.occupationFigures }),
  ),
  'admin-voice-ai': page(() => import('../voice-ai/VoiceAi.tsx').then((tool) => tool.VoiceAi)),
  'admin-voice-conversation': page(() => import('../voice-conversation/VoiceConversation.tsx').then((tool) => tool.VoiceConversation)),
  'admin-workstation': page(
    () => import('../workstation/Workstation.tsx').then((tool) => tool.Workstation),
    (shell) => ({ timeZone: ownerTimeZone(shell), now: Date.now }),
  ),
} satisfies Record<string, AdminPageLoader>;

/** The tag of an admin page's shell: one of the tools above. */
export type AdminPageTag = keyof typeof adminPageLoaders;
