import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BASE as SITE_BASE } from '../site/shared/constants';
import { BASE, pageUrl, routesOf, serveBuild, takeOption } from './pages.mjs';

it("serves under the site's own base path", () => expect(BASE).toBe(SITE_BASE));

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
  it('takes a path or a negative number as a value', () => {
    expect(takeOption(['--root', '/tmp/build', '/'], 'root', 'doc_build')).toBe('/tmp/build');
    expect(takeOption(['--min', '-5'], 'min', '45')).toBe('-5');
  });
  it('refuses a name without a value, or given twice', () => {
    expect(() => takeOption(['/', '--runs'], 'runs', '1')).toThrow('--runs needs a value');
    expect(() => takeOption(['--runs', '--root', 'x'], 'runs', '1')).toThrow('--runs needs a value');
    expect(() => takeOption(['--runs', '3', '--runs', '5'], 'runs', '1')).toThrow('--runs is given twice');
  });
});

describe('routesOf', () => {
  it('is what is left, or the fallback when nothing is', () => {
    expect(routesOf(['/', '/work/'], ['/x'])).toEqual(['/', '/work/']);
    expect(routesOf([], ['/x'])).toEqual(['/x']);
  });
  it('refuses an option the script did not take (a misspelt name)', () => {
    expect(() => routesOf(['--run', '3', '/'], ['/x'])).toThrow('unknown option: --run');
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
    await expect(server.close()).rejects.toThrow(); // a second close says it was not running
  });
});
