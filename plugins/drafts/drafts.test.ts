import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { UserConfig } from '@rspress/core';
import { afterAll, describe, expect, it } from 'vitest';
import { siteContent } from '../../site/node/content';
import { pluginDrafts } from './index';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fb-drafts-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
fs.mkdirSync(path.join(root, 'notes'));
fs.writeFileSync(path.join(root, 'notes', 'published.md'), '---\ntitle: 已发布\n---\n\n# 已发布\n');
fs.writeFileSync(path.join(root, 'notes', 'wip[1].md'), '---\ntitle: 草稿\ndraft: true\n---\n\n# 草稿\n');
fs.writeFileSync(path.join(root, 'notes', 'not-quite.md'), '---\ntitle: 不是草稿\ndraft: "true"\n---\n\n# 不是草稿\n');

type ConfigHook = (config: UserConfig, utils: never, isProd: boolean) => UserConfig;
const base: UserConfig = { root, route: { cleanUrls: true, exclude: ['**/images/**'] } };

describe('pluginDrafts', () => {
  it('leaves the config alone in dev: drafts are pages there', () => {
    const plugin = pluginDrafts(siteContent(root, { projectRoot: process.cwd() }));
    expect((plugin.config as ConfigHook)(base, undefined as never, false)).toEqual(base);
  });

  it('adds each draft (draft: true, nothing else) to the route scan of a production build, as a literal glob', () => {
    const plugin = pluginDrafts(siteContent(root, { projectRoot: process.cwd() }));
    const config = (plugin.config as ConfigHook)(base, undefined as never, true);
    expect(config.route?.exclude).toEqual(['**/images/**', 'notes/wip\\[1\\].md']);
    expect(base.route?.exclude, 'the input is not changed').toEqual(['**/images/**']);
  });

  it('takes them out of the config again before the bundle, so no draft name ships in the site data', () => {
    const plugin = pluginDrafts(siteContent(root, { projectRoot: process.cwd() }));
    const config = (plugin.config as ConfigHook)(base, undefined as never, true);
    (plugin.beforeBuild as (c: UserConfig, isProd: boolean) => void)(config, true);
    expect(config.route?.exclude).toEqual(['**/images/**']);
  });
});
