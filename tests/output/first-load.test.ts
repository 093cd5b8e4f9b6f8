// What every page's first load carries about all the other pages: the entry script (static/js/index.*.js)
// holds Rspress's page list, the site data with the sidebar, and the map from each code-split chunk to its
// file. Each grows with every article, so each carries only what the browser reads (plugins/page-data,
// rspress.config.ts): the page list without titles or edit-link files, the sidebar without `_fileKey`,
// chunks named by id. And a page loads its one style sheet without a script beside it.
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { socialIconSvgs } from '../../patches/internals';
import { ALL_ROUTES, builtPages, frontmatterOf, htmlFileOf, OUT, requireBuild } from './build';

const JS = path.join(OUT, 'static', 'js');

function entry(): string {
  requireBuild();
  const files = fs.readdirSync(JS).filter((f) => /^index\.[0-9a-f]+\.js$/.test(f));
  expect(files, 'one entry script').toHaveLength(1);
  return fs.readFileSync(path.join(JS, files[0]), 'utf8');
}

it('the page list in the entry has every route, no titles, and no Markdown page\'s edit-link file', () => {
  const list = /\{pages:\[(\{routePath:.*?\})\]/.exec(entry())?.[1];
  expect(list, 'the page list (Rspress\'s virtual-page-data) in the entry').toBeTruthy();
  const routes = [...list!.matchAll(/\{routePath:"([^"]*)"/g)].map((m) => m[1]);
  for (const route of ALL_ROUTES) expect(routes, route).toContain(route);
  expect(list).not.toMatch(/[{,]title:/);
  // A Markdown page's edit-link file travels in its own route chunk; the generated list pages keep theirs here.
  expect(list).not.toMatch(/_relativePath:"[^"]*\.mdx?"/);
  expect(list).toMatch(/_relativePath:"[^"]*\.ts"/);
});

it('the sidebar in the site data has no _fileKey, and code-split chunks are named by id', () => {
  const code = entry();
  expect(code).toContain('sidebar:{');
  expect(code).not.toContain('_fileKey');
  // Rspress names each page's chunk route-<hash>: by id, the entry's map holds only each file's hash.
  const chunks = fs.readdirSync(path.join(JS, 'async')).filter((f) => f.endsWith('.js'));
  expect(chunks.length).toBeGreaterThan(ALL_ROUTES.length / 2);
  expect(chunks.filter((f) => !/^[0-9a-z]+\.[0-9a-f]+\.js$/.test(f))).toEqual([]);
  expect(code).not.toMatch(/"route-[0-9a-f]+"/);
});

it('every page links the one style sheet, and no script stands in for it', () => {
  requireBuild();
  expect(fs.readdirSync(JS).filter((f) => /^styles\./.test(f)), 'the style sheet\'s script stand-in').toEqual([]);
  const sheets = new Set<string>();
  for (const file of builtPages()) {
    const html = fs.readFileSync(file, 'utf8');
    if (!html.includes('<meta name="generator" content="Rspress')) continue;
    const linked = [...html.matchAll(/<link [^>]*rel="stylesheet"[^>]*>/g)].map((m) => /href="([^"]+)"/.exec(m[0])?.[1]);
    expect(linked, path.relative(OUT, file)).toHaveLength(1);
    sheets.add(linked[0]!);
  }
  expect([...sheets]).toHaveLength(1);
  expect([...sheets][0]).toMatch(/\/static\/css\/styles\.[0-9a-f]+\.css$/);
});

it('no script carries a social icon: each preset icon the config names is a mask in the style sheet', async () => {
  requireBuild();
  // The links as the site data in the entry has them (themeConfig.socialLinks), their icons as Rspress draws them.
  const links = /socialLinks:(\[[^\]]*\])/.exec(entry())?.[1];
  expect(links, 'themeConfig.socialLinks in the site data').toBeTruthy();
  const names = [...links!.matchAll(/icon:"(\w+)"/g)].map((m) => m[1]);
  expect(names.length, 'preset icons in themeConfig.socialLinks').toBeGreaterThan(0);
  const icons = Object.entries(socialIconSvgs(names.map((icon) => ({ icon, mode: 'link', content: '' }) as never)));
  // Each icon by its path data, the part no other file has.
  const pathData = (svg: string) => /\sd="([^"]+)"/.exec(svg)![1];
  const scripts = [JS, path.join(JS, 'async')].flatMap((dir) =>
    fs.readdirSync(dir).filter((f) => f.endsWith('.js')).map((f) => fs.readFileSync(path.join(dir, f), 'utf8')),
  );
  const css = fs.readdirSync(path.join(OUT, 'static', 'css')).filter((f) => /^styles\.[0-9a-f]+\.css$/.test(f));
  expect(css).toHaveLength(1);
  const sheet = fs.readFileSync(path.join(OUT, 'static', 'css', css[0]), 'utf8');
  for (const [name, svg] of icons) {
    expect(scripts.filter((s) => s.includes(pathData(svg))), `scripts carrying the ${name} icon`).toEqual([]);
    expect(sheet, `the ${name} icon's mask`).toMatch(new RegExp(`\\.fb-social-icon\\[data-icon="?${name}"?\\]\\{--fb-social-icon:url\\("data:image/svg\\+xml,`));
    expect(sheet, `the ${name} icon's path data in the style sheet`).toContain(pathData(svg).slice(0, 40));
  }
});

it("the home page's and the overview pages' layouts come with those pages' own scripts, in no other page's", () => {
  requireBuild();
  // What only each layout renders (theme/components/HomeLayout.tsx, HomeHero.tsx, HomeFeature.tsx,
  // LatestPosts.tsx, Overview.tsx).
  const MARKERS = {
    home: ['"fb-home-main"', '"rp-home-hero__title"', '"rp-home-feature__item-wrapper"', '"fb-latest__more"'],
    overview: ['"rp-overview-search"'],
  };
  const read = (file: string) => fs.readFileSync(path.join(OUT, file), 'utf8');
  const kinds = { home: 0, overview: 0, neither: 0 };
  for (const route of ALL_ROUTES) {
    const html = fs.readFileSync(htmlFileOf(route), 'utf8');
    // Every script the page loads: the paint-first loader names them in the HTML.
    const scripts = [...new Set([...html.matchAll(/static\/js\/[\w./-]+?\.js(?=["'\s])/g)].map((m) => m[0]))].map(read).join('\n');
    const fm = frontmatterOf(route) as { pageType?: string; overview?: boolean };
    const kind = fm.pageType === 'home' ? 'home' : fm.overview === true ? 'overview' : 'neither';
    kinds[kind]++;
    for (const [layout, markers] of Object.entries(MARKERS)) {
      for (const marker of markers) expect(scripts.includes(marker), `${route} (${kind}) loads ${marker}`).toBe(kind === layout);
    }
  }
  expect(kinds.home, 'the home page').toBe(1);
  expect(kinds.overview, 'overview pages').toBeGreaterThan(0);
});
