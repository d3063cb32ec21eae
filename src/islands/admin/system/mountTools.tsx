import type { ReactNode } from 'react';
import type { ToolModule } from '../kit/adminToolElement.ts';
import { mountAdminTool } from '../kit/mountAdminTool.tsx';
import { DeploymentSync } from './DeploymentSync.tsx';
import { NavigationTest } from './NavigationTest.tsx';
import { SystemHealth } from './SystemHealth.tsx';
import { SystemMonitor } from './SystemMonitor.tsx';
import { SystemStatus } from './SystemStatus.tsx';
import { SystemTest } from './SystemTest.tsx';

const tool = (element: ReactNode): ToolModule => ({ mount: (host) => mountAdminTool(host, element) });

export const systemStatus = tool(<SystemStatus />);
export const systemHealth = tool(<SystemHealth />);
export const systemMonitor = tool(<SystemMonitor />);
export const systemTest = tool(<SystemTest />);
export const navigationTest = tool(<NavigationTest />);
export const deploymentSync = tool(<DeploymentSync />);
