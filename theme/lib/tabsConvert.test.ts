import { describe, expect, it } from 'vitest';
import { commandFor, commandsFor, isPackageManager, PACKAGE_MANAGERS, tabsStorageKey } from './tabsConvert';

describe('PACKAGE_MANAGERS', () => {
  it('is exactly npm, yarn, pnpm and bun, in that order', () => expect(PACKAGE_MANAGERS).toEqual(['npm', 'yarn', 'pnpm', 'bun']));
  it('knows only those four', () => {
    expect(isPackageManager('bun')).toBe(true);
    expect(isPackageManager('deno')).toBe(false);
    expect(isPackageManager(null)).toBe(false);
  });
});

describe('commandFor', () => {
  it.each([
    // install <pkg>: add for yarn and bun only
    ['install react', { npm: 'npm install react', yarn: 'yarn add react', pnpm: 'pnpm install react', bun: 'bun add react' }],
    ['install -D typescript', { npm: 'npm install -D typescript', yarn: 'yarn add -D typescript', pnpm: 'pnpm install -D typescript', bun: 'bun add -D typescript' }],
    ['install react react-dom', { npm: 'npm install react react-dom', yarn: 'yarn add react react-dom', pnpm: 'pnpm install react react-dom', bun: 'bun add react react-dom' }],
    ['install @rspress/core@2.0.22 --save-exact', { npm: 'npm install @rspress/core@2.0.22 --save-exact', yarn: 'yarn add @rspress/core@2.0.22 --save-exact', pnpm: 'pnpm install @rspress/core@2.0.22 --save-exact', bun: 'bun add @rspress/core@2.0.22 --save-exact' }],
    // a bare install stays, with or without flags
    ['install', { npm: 'npm install', yarn: 'yarn install', pnpm: 'pnpm install', bun: 'bun install' }],
    ['install --frozen-lockfile', { npm: 'npm install --frozen-lockfile', yarn: 'yarn install --frozen-lockfile', pnpm: 'pnpm install --frozen-lockfile', bun: 'bun install --frozen-lockfile' }],
    // yarn create loses @latest; the others keep it
    ['create rspress@latest', { npm: 'npm create rspress@latest', yarn: 'yarn create rspress', pnpm: 'pnpm create rspress@latest', bun: 'bun create rspress@latest' }],
    ['create rspress@latest my-blog', { npm: 'npm create rspress@latest my-blog', yarn: 'yarn create rspress my-blog', pnpm: 'pnpm create rspress@latest my-blog', bun: 'bun create rspress@latest my-blog' }],
    ['create rspress@2.0.0', { npm: 'npm create rspress@2.0.0', yarn: 'yarn create rspress@2.0.0', pnpm: 'pnpm create rspress@2.0.0', bun: 'bun create rspress@2.0.0' }],
    // anything else is passed through
    ['run build', { npm: 'npm run build', yarn: 'yarn run build', pnpm: 'pnpm run build', bun: 'bun run build' }],
    ['  install   react  ', { npm: 'npm install react', yarn: 'yarn add react', pnpm: 'pnpm install react', bun: 'bun add react' }],
    // only the subcommand is rewritten, never a package that contains the word
    ['install install-local', { npm: 'npm install install-local', yarn: 'yarn add install-local', pnpm: 'pnpm install install-local', bun: 'bun add install-local' }],
    ['run install', { npm: 'npm run install', yarn: 'yarn run install', pnpm: 'pnpm run install', bun: 'bun run install' }],
  ])('%s', (command, expected) => expect(commandsFor(command)).toEqual(expected));

  it('gives the bare tool for an empty command', () => expect(commandFor('yarn', '  ')).toBe('yarn'));
});

describe('tabsStorageKey', () => {
  it('defaults to the package-manager group', () => expect(tabsStorageKey()).toBe('free-blog.tabs.package-manager'));
  it('uses the group id', () => expect(tabsStorageKey('scripts')).toBe('free-blog.tabs.scripts'));
});
