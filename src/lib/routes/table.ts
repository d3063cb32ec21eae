import { roleAssessmentPath } from './paths.ts';
import { roles } from './roles.ts';
import type { RouteDef, RouteEntry } from './types.ts';

/**
 * The one route table (ARCHITECTURE principle 2). Pages, the guard, the sidebar, breadcrumbs,
 * the sitemap, the page guide and the tests all read it. Its paths are a type (paths.ts), so code
 * elsewhere names a page only as one of them. Access levels follow the decisions table in
 * ARCHITECTURE.md.
 */
const staticPages = [
  // Open to everyone.
  { path: '/welcome', label: 'Welcome', access: 'public', title: 'Innovation strategy for the age of AI', description: 'Publishing, speaking and advisory from an innovation strategist, with free tools to help you and your team work confidently with AI.' },
  { path: '/public', label: 'Overview', access: 'public', title: 'Public overview', description: 'What this platform offers without an account: the AI Confidence Kit, the leadership assessments overview, advisory and the newsletter.' },
  { path: '/auth', label: 'Sign in', access: 'public', title: 'Sign in', description: 'Sign in to take role assessments, keep your results and use the voice assistant.' },
  { path: '/signup', label: 'Get started', access: 'public', title: 'Get started', description: 'Create a free account to take the role-based AI readiness assessments and keep your results.' },
  { path: '/confirm', label: 'Confirm account', access: 'public', title: 'Confirm your account', description: 'Confirm your email address to finish creating your account.' },
  { path: '/contact', label: 'Contact', access: 'public', icon: 'mail', visitorGroup: 'specialized-tools', title: 'Contact', description: 'Ask about advisory work, speaking or media requests.' },
  { path: '/privacy', label: 'Privacy', access: 'public', title: 'Privacy notice', description: 'What this site stores about you, why, for how long, and how to change your mind.' },
  { path: '/terms', label: 'Terms', access: 'public', title: 'Terms of use', description: 'The terms for using this website, its tools and its assessments.' },
  { path: '/advisory', label: 'Advisory', access: 'public', icon: 'briefcase', visitorGroup: 'discovery', title: 'Advisory', description: 'Strategy and AI adoption advisory for leadership teams: how an engagement works and what it delivers.' },
  { path: '/ai-survival-kit', label: 'AI Confidence Kit', access: 'public', icon: 'sparkles', visitorGroup: 'discovery', adminGroup: 'web-apps', title: 'AI Confidence Kit', description: 'A free, practical kit to start using AI with confidence: a self-check, prompts for everyday tasks, a 7-day plan and a safe-use checklist.' },
  { path: '/ai-assessments', label: 'Assessment Hub', access: 'public', icon: 'clipboard', visitorGroup: 'discovery', adminGroup: 'role-assessments', title: 'Assessment Hub', description: 'Leadership and role-based AI readiness assessments: what they measure, how long they take, and where to start.' },
  { path: '/ai-assessment', label: 'Quick Assessment', access: 'public', icon: 'zap', visitorGroup: 'specialized-tools', title: 'Quick Assessment', description: 'Pick the AI readiness assessment that fits your role and start in under a minute.' },
  { path: '/newsletter/confirm', label: 'Confirm subscription', access: 'public', listed: false, title: 'Confirm your subscription', description: 'One press of the button confirms that you want the weekly newsletter at the address the mail was sent to.' },
  { path: '/newsletter/unsubscribe', label: 'Unsubscribe', access: 'public', listed: false, title: 'Unsubscribe from the newsletter', description: 'One press of the button takes your address off the newsletter list.' },

  // Signed-in users.
  { path: '/', label: 'Home', access: 'user', icon: 'home', visitorGroup: 'platform', title: 'Your AI Journey', description: 'Your starting point: assessments to take, results to revisit and tools to try next.' },
  { path: '/ai-jobs-heatmap', label: 'AI Jobs Heatmap', access: 'user', icon: 'grid', visitorGroup: 'analysis', adminGroup: 'ai-tech', title: 'AI jobs impact heatmap', description: 'How much generative AI applies to the work of 785 US occupations, by occupational group, wage and employment.' },

  // The administrator (spec §2.3).
  { path: '/admin-workstation', label: 'Admin Workstation', access: 'admin', adminGroup: 'admin-hub', title: 'Admin Workstation', description: 'The administrator’s starting point for every internal tool.' },
  { path: '/ai-apps-hub', label: 'AI Apps Hub', access: 'admin', adminGroup: 'web-apps', title: 'AI Apps Hub', description: 'Every internal AI application in one place.' },
  { path: '/ai-job-impact', label: 'AI Job Impact Explorer', access: 'admin', adminGroup: 'ai-tech', title: 'AI job impact explorer', description: 'Sortable, filterable table of every occupation and AI exposure measure, with export.' },
  { path: '/ai-chat', label: 'AI Chat', access: 'admin', adminGroup: 'ai-tech', title: 'AI Chat', description: 'Chat with the configured language model for drafting and research.' },
  { path: '/voice-ai', label: 'Voice AI', access: 'admin', adminGroup: 'ai-tech', title: 'Voice AI', description: 'Speech-to-text and text-to-speech tools for recording and narration.' },
  { path: '/voice-conversation', label: 'Voice Conversation', access: 'admin', adminGroup: 'ai-tech', title: 'Voice conversation', description: 'A spoken conversation with the assistant, with transcript.' },
  { path: '/gold-standard-voice', label: 'Gold Standard Voice', access: 'admin', adminGroup: 'ai-tech', title: 'Gold standard voice', description: 'Reference voice settings and quality checks for narration.' },
  { path: '/image-ai', label: 'Image AI', access: 'admin', adminGroup: 'ai-tech', title: 'Image AI', description: 'Generate images with the configured image provider.' },
  { path: '/orchestration', label: 'Orchestration', access: 'admin', adminGroup: 'ai-tech', title: 'Orchestration', description: 'Chain AI tasks into repeatable workflows.' },
  { path: '/enhanced-agent-coordination', label: 'Agent Coordination', access: 'admin', adminGroup: 'ai-tech', title: 'Agent coordination', description: 'Coordinate several AI agents working on one task.' },
  { path: '/ai-ecosystem', label: 'AI Ecosystem', access: 'admin', adminGroup: 'ai-tech', title: 'AI ecosystem', description: 'A map of the AI tools, vendors and models the practice follows.' },
  { path: '/lab', label: 'Lab', access: 'admin', adminGroup: 'ai-tech', title: 'Lab', description: 'Experiments with new models and interfaces before they reach clients.' },
  { path: '/innovation-lab', label: 'Innovation Lab', access: 'admin', adminGroup: 'ai-tech', title: 'Innovation lab', description: 'Innovation experiments, their hypotheses and results.' },
  { path: '/work', label: 'Work', access: 'admin', adminGroup: 'web-apps', title: 'Work', description: 'Selected client work and case studies.' },
  { path: '/books-ideas', label: 'Books & Ideas', access: 'admin', adminGroup: 'web-apps', title: 'Books and ideas', description: 'Books, essays and the ideas behind them.' },
  { path: '/media-portfolio', label: 'Media Portfolio', access: 'admin', adminGroup: 'web-apps', title: 'Media portfolio', description: 'Talks, interviews and media appearances.' },
  { path: '/about', label: 'About', access: 'admin', adminGroup: 'web-apps', title: 'About', description: 'Who the strategist is, how they work and what they have done.' },
  { path: '/knowledge-base', label: 'Knowledge Base', access: 'admin', adminGroup: 'publishing', title: 'Knowledge base', description: 'Notes, sources and reference material behind the publishing.' },
  { path: '/signals', label: 'Signals', access: 'admin', adminGroup: 'market-intelligence', title: 'Signals', description: 'A feed of market and technology signals worth watching.' },
  { path: '/intelligence', label: 'Intelligence', access: 'admin', adminGroup: 'market-intelligence', title: 'Intelligence', description: 'Research briefs assembled from signals and sources.' },
  { path: '/market-intelligence-hub', label: 'Market Intelligence Hub', access: 'admin', adminGroup: 'market-intelligence', title: 'Market intelligence hub', description: 'Markets, competitors and trends in one view.' },
  { path: '/platform-strategy', label: 'Platform Strategy', access: 'admin', adminGroup: 'market-intelligence', title: 'Platform strategy', description: 'Strategy notes for this platform’s own roadmap.' },
  { path: '/enterprise-ecosystem', label: 'Enterprise Ecosystem', access: 'admin', adminGroup: 'market-intelligence', title: 'Enterprise ecosystem', description: 'Enterprise partners, platforms and integrations.' },
  { path: '/enterprise-api-gateway', label: 'Enterprise API Gateway', access: 'admin', adminGroup: 'market-intelligence', title: 'Enterprise API gateway', description: 'The APIs this platform offers and consumes.' },
  { path: '/publishing-hub', label: 'Publishing Hub', access: 'admin', adminGroup: 'publishing', title: 'Publishing hub', description: 'Plan, draft and schedule articles and newsletters.' },
  { path: '/publishing', label: 'Publishing', access: 'admin', adminGroup: 'publishing', title: 'Publishing', description: 'Drafts and published pieces.' },
  { path: '/publishing-analysis', label: 'Publishing Analysis', access: 'admin', adminGroup: 'publishing', title: 'Publishing analysis', description: 'How published pieces perform with readers.' },
  { path: '/podcast-studio', label: 'Podcast Studio', access: 'admin', adminGroup: 'publishing', title: 'Podcast studio', description: 'Record, edit and publish podcast episodes.' },
  { path: '/admin/podcasts', label: 'Podcasts', access: 'admin', adminGroup: 'publishing', title: 'Podcast episodes', description: 'Manage podcast episodes and their show notes.' },
  { path: '/admin-podcasts', label: 'Podcast Admin', access: 'admin', title: 'Podcast admin', description: 'Manage podcast episodes and their show notes.' },
  { path: '/admin/collaboration-zone', label: 'Collaboration Zone', access: 'admin', adminGroup: 'admin-hub', title: 'Collaboration zone', description: 'Shared space for work with collaborators.' },
  { path: '/analytics', label: 'Analytics', access: 'admin', adminGroup: 'first-party-data', title: 'Analytics', description: 'First-party page views, sessions and feature use, collected with consent.' },
  { path: '/analytics-hub', label: 'Analytics Hub', access: 'admin', adminGroup: 'first-party-data', title: 'Analytics hub', description: 'Consent, newsletter and assessment figures in one view.' },
  { path: '/navigation-test', label: 'Navigation Test', access: 'admin', adminGroup: 'admin-hub', title: 'Navigation test', description: 'Checks every route in the route table and its access rule.' },
  { path: '/system-activation', label: 'System Activation', access: 'admin', adminGroup: 'admin-hub', title: 'System activation', description: 'Turn providers and background jobs on or off.' },
  { path: '/mcp-dashboard', label: 'MCP Dashboard', access: 'admin', adminGroup: 'admin-hub', title: 'MCP dashboard', description: 'Model Context Protocol servers and their tools.' },
  { path: '/system-status', label: 'System Status', access: 'admin', adminGroup: 'admin-hub', title: 'System status', description: 'Which services are up and which providers are configured.' },
  { path: '/system-health', label: 'System Health', access: 'admin', adminGroup: 'admin-hub', title: 'System health', description: 'Error rates, queue depths and recent failures.' },
  { path: '/system-monitor', label: 'System Monitor', access: 'admin', adminGroup: 'admin-hub', title: 'System monitor', description: 'Live view of requests and background work.' },
  { path: '/system-test', label: 'System Test', access: 'admin', adminGroup: 'admin-hub', title: 'System test', description: 'Run end-to-end checks against the live backend.' },
  { path: '/deployment-sync', label: 'Deployment Sync', access: 'admin', adminGroup: 'admin-hub', title: 'Deployment sync', description: 'Compare what is deployed with what is committed.' },
  { path: '/phase2-dashboard', label: 'Phase 2 Dashboard', access: 'admin', adminGroup: 'admin-hub', title: 'Phase 2 dashboard', description: 'Progress on the platform’s second phase.' },
] as const satisfies readonly RouteEntry[];

/** The paths written above, as a type (see paths.ts). */
export type StaticPagePath = (typeof staticPages)[number]['path'];

const roleAssessments: RouteDef[] = roles.map((role) => ({
  path: roleAssessmentPath(role.id),
  label: role.name,
  access: 'user',
  visitorGroup: 'role-assessments',
  adminGroup: 'role-assessments',
  assessmentType: role.id,
  roleCategory: role.category,
  title: `AI readiness assessment: ${role.name}`,
  description: `${role.audience} Find out how ready you are to work with AI, and what to do next.`,
}));

export const routes: readonly RouteDef[] = [...staticPages, ...roleAssessments];
