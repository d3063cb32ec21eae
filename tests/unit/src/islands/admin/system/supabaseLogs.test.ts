import { expect, it } from 'vitest';
import { supabaseLogsUrl } from '../../../../../../src/islands/admin/system/supabaseLogs.ts';

it('links a supabase.co project to its logs in the dashboard, and nothing else', () => {
  expect(supabaseLogsUrl('https://abcdefghijklmnopqrst.supabase.co')).toBe(
    'https://supabase.com/dashboard/project/abcdefghijklmnopqrst/logs/explorer',
  );
  expect(supabaseLogsUrl('http://localhost:4321')).toBeNull();
  expect(supabaseLogsUrl('https://abcdefghijklmnopqrst.supabase.co.evil.example')).toBeNull();
  expect(supabaseLogsUrl('https://api.strategist.example')).toBeNull();
});
