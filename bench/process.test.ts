import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { describeFailure, treeRss } from './process.mjs';

// The shape Node 20 prints when V8 runs out of heap (trimmed): the last collections, the fatal line and
// the native frames, of which Node's own API frame says what was being allocated.
const OOM = `
<--- Last few GCs --->

[8282:0x6cb7ef0]   410233 ms: Mark-Compact 4043.6 (4127.4) -> 4041.2 (4128.9) MB, 2.68 / 0.00 ms  (average mu = 0.913) allocation failure; scavenge might not succeed


<--- JS stacktrace --->

FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory
----- Native stack trace -----

 1: 0xb78db3 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]
 2: 0xee8300 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]
 3: 0x10d1d84 v8::internal::Factory::NewStringFromUtf8(v8::base::Vector<char const> const&, v8::internal::AllocationType) [node]
 4: 0xc03354 node::encoding_binding::BindingData::DecodeUTF8(v8::FunctionCallbackInfo<v8::Value> const&) [node]
 5: 0xf50bdf v8::internal::FunctionCallbackArguments::Call(v8::internal::CallHandlerInfo) [node]
`;

describe('describeFailure', () => {
  it('reads where an out-of-memory build stopped', () => {
    const out = '\x1b[36minfo\x1b[39m    build started...\nready   built in 170.1 s (node)\nRendering pages...\n';
    expect(describeFailure(out, OOM)).toEqual({
      oom: true,
      tail: ['info    build started...', 'ready   built in 170.1 s (node)', 'Rendering pages...'],
      fatal: 'FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory',
      heapAtLastGcMb: 4041.2,
      frames: ['node::encoding_binding::BindingData::DecodeUTF8'],
    });
  });

  it('reports an ordinary failure as no out-of-memory', () => {
    const r = describeFailure('error   Build error:\n× Failed to read the favicon file\n', 'Error: Rspack build failed.\n    at x (file.js:1:1)\n');
    expect(r.oom).toBe(false);
    expect(r.fatal).toBeNull();
    expect(r.heapAtLastGcMb).toBeNull();
    expect(r.tail.at(-1)).toBe('× Failed to read the favicon file');
  });
});

describe('treeRss', () => {
  it("adds the children's memory to the parent's", async () => {
    const own = treeRss(process.pid);
    expect(own).toBeGreaterThan(10_000); // KiB: a Node process is larger than 10 MB
    // A child holding 200 MB it has touched.
    const child = spawn(process.execPath, ['-e', "const b = Buffer.alloc(200 * 2 ** 20, 1); process.stdout.write('ready'); setInterval(() => b[0]++, 1000);"]);
    await new Promise((resolve) => child.stdout.once('data', resolve));
    try {
      expect(treeRss(process.pid) - own).toBeGreaterThan(200 * 1024);
    } finally {
      child.kill();
    }
  });
});
