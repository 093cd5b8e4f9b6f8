import { describe, expect, it } from 'vitest';
import type { RspressPlugin } from '@rspress/core';
import { profilePlugins } from './buildProfile';

describe('profilePlugins', () => {
  const plugin = {
    name: 'p',
    builderConfig: { x: 1 },
    config: (c: unknown) => c,
    async afterBuild() {
      await new Promise((r) => setTimeout(r, 20));
      return 'done';
    },
  } as unknown as RspressPlugin;

  it('leaves the plugins untouched without BLOG_BUILD_PROFILE', () => {
    const list = [plugin];
    expect(profilePlugins(list, {})).toBe(list);
  });

  it('times every hook, sync and async, keeps their results and other fields, and reports them by stage', async () => {
    let reportOf = () => '';
    const [p] = profilePlugins([plugin], { BLOG_BUILD_PROFILE: '1' }, (report) => (reportOf = report)) as unknown as (typeof plugin & { afterBuild(): Promise<string>; config(c: unknown): unknown })[];
    expect(p.builderConfig).toEqual({ x: 1 });
    expect(p.config(42)).toBe(42);
    await expect(p.afterBuild()).resolves.toBe('done');
    const report = reportOf();
    expect(report).toMatch(/^config\s+\d+\.\d\s+\d+$/m);
    expect(report).toMatch(/^afterBuild\s+/m);
    const line = report.split('\n').find((l) => l.startsWith('p afterBuild'));
    expect(Number(line?.trim().split(/\s+/).at(-2))).toBeGreaterThanOrEqual(15);
  });
});
