#!/usr/bin/env node
// Renders docs/public/og-default.svg to docs/public/og-default.png (1200×630) with Debian's Chromium.
// The PNG is committed; rerun this after editing the SVG: node plugins/seo/make-og-image.mjs
// (Social sites do not accept SVG for og:image / twitter:image, hence the PNG.)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, requireChromium } from '../../scripts/chromium.mjs';

const pub = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/public');
const svg = fs.readFileSync(path.join(pub, 'og-default.svg'), 'utf8');
const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(`<!doctype html><html><body style="margin:0">${svg}</body></html>`);
await page.locator('svg').first().screenshot({ path: path.join(pub, 'og-default.png') });
await browser.close();
console.log('wrote docs/public/og-default.png');
