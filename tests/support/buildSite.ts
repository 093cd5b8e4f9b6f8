// A production build of a content tree, as the tests under tests/build start it: `rspress build` with the
// content folder and the output folder given through the environment (rspress.config.ts reads BLOG_DOCS_DIR
// and BLOG_OUT_DIR), the output folder emptied first, stdout and stderr together, without colour codes.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { projectBin } from '../../scripts/bin.mjs';

const ROOT = path.resolve(__dirname, '../..');

export interface BuildResult {
  status: number | null;
  output: string;
}

/**
 * Builds `docs` into `out` (inside the repository: Rsbuild warns about, and does not clean, an output folder
 * outside it), with another config file when `config` is given. Asynchronous on purpose: a synchronous child
 * process would hold the test worker's event loop for the whole build, and Vitest then reports its own RPC
 * timeout ("Timeout calling onTaskUpdate") on a busy machine although every test passed.
 */
export function buildSite(docs: string, out: string, config?: string): Promise<BuildResult> {
  fs.rmSync(out, { recursive: true, force: true });
  return new Promise((resolve) => {
    const child = spawn(projectBin('rspress'), ['build', ...(config ? ['-c', config] : [])], {
      cwd: ROOT,
      env: { ...process.env, BLOG_DOCS_DIR: docs, BLOG_OUT_DIR: out, NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    let text = '';
    child.stdout.on('data', (d) => (text += d));
    child.stderr.on('data', (d) => (text += d));
    // eslint-disable-next-line no-control-regex
    child.on('close', (status) => resolve({ status, output: text.replace(/\x1b\[[0-9;]*m/g, '') }));
  });
}
