import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sectionLabelOf, sectionLabels } from './sections';

const DOCS = path.resolve(__dirname, '../../docs');

describe('section labels come from _meta.json', () => {
  const labels = sectionLabels(DOCS);
  it.each([
    ['/work/ai/lang-chain-rag', 'AI 应用'],
    ['/work/db/repeatable-sql', '数据库'],
    ['/rust/ownership/rust-ownership', '所有权与借用'],
    ['/book/microservices-design', '读书笔记'],
    ['/network/network-tcp-udp-compare', '网络通信'],
    ['/hello', null],
    ['/', null],
  ])('%s is in %s', (route, label) => expect(sectionLabelOf(route, labels)).toBe(label));

  it('a new section is labelled by its _meta.json, with no code change', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fb-sections-'));
    fs.mkdirSync(path.join(dir, 'life', 'travel'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'life', '_meta.json'), JSON.stringify([
      { type: 'file', name: 'index', label: '生活' },
      { type: 'dir', name: 'travel', label: '旅行' },
    ]));
    const l = sectionLabels(dir);
    expect(sectionLabelOf('/life/first-post', l)).toBe('生活');
    expect(sectionLabelOf('/life/travel/kyoto', l)).toBe('旅行');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
