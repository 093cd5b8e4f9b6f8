import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RspressPlugin } from '@rspress/core';
import { rehypeCodeHtml } from './codeHtml';
import { SHIKI_OPTIONS, transformerTokenClasses } from './tokens';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Token classes instead of inline colours in highlighted code (tokens.ts), shipped as HTML (codeHtml.ts). */
export function pluginCodeTokens(): RspressPlugin {
  return {
    name: 'free-blog-code-tokens',
    globalStyles: path.join(here, 'tokens.css'),
    markdown: { rehypePlugins: [rehypeCodeHtml] },
    config(config) {
      const shiki = config.markdown?.shiki ?? {};
      config.markdown = { ...config.markdown, shiki: { ...shiki, ...SHIKI_OPTIONS, transformers: [...(shiki.transformers ?? []), transformerTokenClasses()] } };
      return config;
    },
  };
}
