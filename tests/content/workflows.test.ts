// GitHub Actions workflows pin every action by full commit SHA, grant least privilege
// (a top-level permissions block, nothing broader than needed) and never run pull_request_target.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const DIR = '.github/workflows';
const files = fs.existsSync(DIR) ? fs.readdirSync(DIR).filter((f) => /\.ya?ml$/.test(f)) : [];

export function unpinnedUses(doc: unknown): string[] {
  const out: string[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) {
        if (k === 'uses' && typeof x === 'string' && !x.startsWith('./') && !/@[0-9a-f]{40}$/.test(x)) out.push(x);
        else walk(x);
      }
  };
  walk(doc);
  return out;
}

describe('the GitHub Actions workflows', () => {
  it('the checker rejects tags and branches', () => {
    expect(unpinnedUses({ jobs: { a: { steps: [{ uses: 'actions/checkout@v4' }, { uses: 'a/b@main' }] } } })).toEqual([
      'actions/checkout@v4',
      'a/b@main',
    ]);
    expect(unpinnedUses({ steps: [{ uses: `actions/checkout@${'a'.repeat(40)}` }] })).toEqual([]);
  });

  for (const file of files) {
    describe(file, () => {
      const text = fs.readFileSync(path.join(DIR, file), 'utf8');
      const doc = parse(text) as { on?: unknown; permissions?: unknown; jobs?: Record<string, { permissions?: unknown }> };
      it('pins every action by full commit SHA', () => expect(unpinnedUses(doc)).toEqual([]));
      it('has a top-level permissions block without write-all', () => {
        expect(doc.permissions, 'permissions').toBeDefined();
        expect(JSON.stringify(doc.permissions)).not.toMatch(/write-all/);
        expect(doc.permissions).not.toBe('write-all');
      });
      it('job permissions never exceed what Pages needs', () => {
        const allowedWrite = new Set(['pages', 'id-token']);
        for (const [name, job] of Object.entries(doc.jobs ?? {})) {
          const p = job.permissions;
          if (p === undefined) continue;
          expect(p, `${name}`).not.toBe('write-all');
          for (const [scope, level] of Object.entries(p as Record<string, string>))
            if (level === 'write') expect(allowedWrite.has(scope), `${name}: ${scope}: write`).toBe(true);
        }
      });
      it('does not use pull_request_target', () => expect(JSON.stringify(doc.on ?? doc['on' as keyof typeof doc])).not.toContain('pull_request_target'));
    });
  }
});
