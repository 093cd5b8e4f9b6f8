import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeFiles } from './writeFiles';

describe('writeFiles', () => {
  it('writes every file, making its folders, more files than it writes at once', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fb-write-'));
    try {
      const files = Array.from({ length: 50 }, (_, i): [string, string] => [path.join(dir, `d${i % 3}`, `f${i}.json`), `{"i":${i}}`]);
      await writeFiles(files, 4);
      for (const [file, text] of files) expect(fs.readFileSync(file, 'utf8')).toBe(text);
      await writeFiles([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
