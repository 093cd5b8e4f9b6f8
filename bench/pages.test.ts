import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BASE, pageUrl, serveBuild, takeOption } from './pages.mjs';

describe('takeOption', () => {
  it('takes the option and its value out of the arguments, leaving the routes', () => {
    const args = ['/', '--runs', '3', '/work/'];
    expect(takeOption(args, 'runs', '1')).toBe('3');
    expect(args).toEqual(['/', '/work/']);
  });
  it('is the fallback when the option is not given, and leaves the arguments alone', () => {
    const args = ['/'];
    expect(takeOption(args, 'root', 'doc_build')).toBe('doc_build');
    expect(args).toEqual(['/']);
  });
  it('refuses a name without a value', () => {
    expect(() => takeOption(['/', '--runs'], 'runs', '1')).toThrow('--runs needs a value');
    expect(() => takeOption(['--runs', '--root', 'x'], 'runs', '1')).toThrow('--runs needs a value');
  });
});

describe('serveBuild', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pages-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('serves a build under the base path on a free port, and stops', async () => {
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>home</title>');
    fs.writeFileSync(path.join(root, 'a.html'), '<!doctype html><title>a</title>');
    const server = await serveBuild(root);
    try {
      expect(pageUrl(server.origin, '/a')).toBe(`${server.origin}${BASE}a`);
      expect(await (await fetch(pageUrl(server.origin, '/'))).text()).toContain('<title>home</title>');
      expect(await (await fetch(pageUrl(server.origin, '/a'))).text()).toContain('<title>a</title>');
      expect((await fetch(`${server.origin}/a`)).status).toBe(404);
    } finally {
      await server.close();
    }
    await expect(fetch(pageUrl(server.origin, '/'))).rejects.toThrow();
  });
});
