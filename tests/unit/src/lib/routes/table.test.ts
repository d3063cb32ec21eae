import { describe, expect, it } from 'vitest';
import { findRoute, publicPaths, roles, routes } from '../../../../../src/lib/routes/index.ts';

const openPaths = [
  '/welcome',
  '/public',
  '/auth',
  '/signup',
  '/confirm',
  '/contact',
  '/privacy',
  '/terms',
  '/advisory',
  '/ai-survival-kit',
  '/ai-assessments',
  '/ai-assessment',
  // The reader pages of published content, prerendered from the rows the owner published.
  '/articles',
  '/newsletter',
  '/podcast',
  // The owner's public technology radar, prerendered from the entries marked public.
  '/radar',
];
/**
 * Open to everyone but left out of the sitemap: reached from a link in a mail (the account's
 * confirmation is an open path too; the password reset is also linked from the sign-in form), and
 * the page the service worker shows offline.
 */
const unlistedPaths = [
  '/confirm',
  '/reset-password',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/offline',
  '/shared-result',
  '/api-docs',
];
const adminPaths = [
  '/admin-workstation',
  '/ai-apps-hub',
  '/ai-job-impact',
  '/ai-chat',
  '/voice-ai',
  '/voice-conversation',
  '/image-ai',
  '/orchestration',
  '/work',
  '/books-ideas',
  '/media-portfolio',
  '/ai-ecosystem',
  '/knowledge-base',
  '/about',
  '/signals',
  '/lab',
  '/intelligence',
  '/analytics',
  '/navigation-test',
  '/system-activation',
  '/mcp-dashboard',
  '/enhanced-agent-coordination',
  '/market-intelligence-hub',
  '/publishing-hub',
  '/analytics-hub',
  '/podcast-studio',
  '/admin/podcasts',
  '/admin-podcasts',
  '/admin/collaboration-zone',
  '/gold-standard-voice',
  '/system-status',
  '/system-health',
  '/deployment-sync',
  '/phase2-dashboard',
  '/innovation-lab',
  '/publishing',
  '/publishing-analysis',
  '/system-monitor',
  '/system-test',
  '/platform-strategy',
  '/enterprise-ecosystem',
  '/enterprise-api-gateway',
];
const rolePaths = [
  'ceo',
  'directors',
  'cfo',
  'hr-manager',
  'product-manager',
  'sales-lead',
  'marketing-director',
  'client-services-director',
  'media-buyer-offline',
  'media-planner-offline',
  'teachers',
  'university-professor',
  'public-servant',
  'police-force',
  'procurement-director',
  'supply-chain-manager',
  'logistics-manager',
  'handcraft-artisan',
  'gardener',
  'tube-maintenance',
].map((role) => `/ai-assessment-${role}`);

describe('route table', () => {
  it('holds each path once', () => {
    const paths = routes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('opens exactly the open paths of the decisions table to everyone, and the unlisted pages', () => {
    const open = routes.filter((route) => route.access === 'public').map((route) => route.path);
    expect(open.sort()).toEqual([...new Set([...openPaths, ...unlistedPaths])].sort());
  });

  it('lists every open page in the sitemap but the unlisted ones', () => {
    expect(publicPaths().sort()).toEqual(openPaths.filter((path) => !unlistedPaths.includes(path)).sort());
  });

  it('titles every admin tool after its menu entry, so the menu, the breadcrumb and the heading agree', () => {
    const asWords = (text: string) => text.toLowerCase().replaceAll('&', 'and');
    const disagreeing = routes
      .filter((route) => route.access === 'admin' && !asWords(route.title).startsWith(asWords(route.label)))
      .map((route) => `${route.path}: "${route.label}" / "${route.title}"`);
    expect(disagreeing).toEqual([]);
  });

  it.each(adminPaths)('restricts %s to the admin', (path) => {
    expect(findRoute(path)?.access).toBe('admin');
  });

  it.each(rolePaths)('asks for sign-in on %s and names its assessment type', (path) => {
    const route = findRoute(path);
    expect(route?.access).toBe('user');
    expect(`/ai-assessment-${route?.assessmentType}`).toBe(path);
  });

  it('treats the home page, the account page and the heatmap as signed-in pages', () => {
    expect(findRoute('/')?.access).toBe('user');
    expect(findRoute('/account')?.access).toBe('user');
    expect(findRoute('/ai-jobs-heatmap')?.access).toBe('user');
  });

  it('gives every route a title, a description and a label', () => {
    for (const route of routes) {
      expect(route.title.length, route.path).toBeGreaterThan(2);
      expect(route.description.length, route.path).toBeGreaterThan(20);
      expect(route.label.length, route.path).toBeGreaterThan(1);
    }
  });

  it('puts every role in a category', () => {
    expect(roles).toHaveLength(20);
    for (const path of rolePaths) expect(findRoute(path)?.roleCategory).toBeTruthy();
  });
});
