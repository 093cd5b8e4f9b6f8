import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readRemoteSearchSettings } from './remoteSearchConfig';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-search-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string) => (fs.writeFileSync(path.join(dir, name), text), name);

describe('readRemoteSearchSettings', () => {
  it('is off without a file', () => {
    expect(readRemoteSearchSettings(undefined, dir)).toBeNull();
    expect(readRemoteSearchSettings('', dir)).toBeNull();
  });

  it('reads the settings of the fixture site\'s second build', () => {
    const root = path.resolve(__dirname, '../..');
    const config = readRemoteSearchSettings('tests/fixtures/remote-search.json', root)!;
    expect(config.apiUrl).toBe('/free-blog/__remote-search-api');
    expect(config.searchIndexes).toHaveLength(2);
  });

  it('takes an http(s) URL or a path on the site', () => {
    expect(readRemoteSearchSettings(file('abs.json', '{"apiUrl":"https://api.example.com/search"}'), dir)?.apiUrl).toBe('https://api.example.com/search');
    expect(readRemoteSearchSettings(file('path.json', '{"apiUrl":"/api/search"}'), dir)?.apiUrl).toBe('/api/search');
  });

  it.each([
    ['a missing file', 'missing.json', /missing\.json: not a readable JSON file/],
    ['bad JSON', file('bad.json', '{"apiUrl": '), /bad\.json: not a readable JSON file/],
    ['no apiUrl', file('none.json', '{"searchIndexes": []}'), /none\.json: "apiUrl" must be .* not undefined/],
    ['an empty apiUrl', file('empty.json', '{"apiUrl": "  "}'), /empty\.json: "apiUrl" must be/],
    ['a host without a scheme', file('host.json', '{"apiUrl": "api.example.com/x"}'), /"apiUrl" must be .* not "api\.example\.com\/x"/],
    ['a protocol-relative URL', file('proto.json', '{"apiUrl": "//api.example.com/x"}'), /"apiUrl" must be/],
    ['another scheme', file('js.json', '{"apiUrl": "javascript:alert(1)"}'), /"apiUrl" must be/],
    ['null', file('null.json', 'null'), /"apiUrl" must be/],
  ])('stops the build on %s, naming the file', (_, name, message) => {
    expect(() => readRemoteSearchSettings(name, dir)).toThrow(message);
  });
});
