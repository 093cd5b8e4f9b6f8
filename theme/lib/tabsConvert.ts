/**
 * Package-manager tabs: exactly npm, yarn, pnpm and bun.
 * Rules, as Rspress v1 applied them:
 * - for yarn and bun an install command becomes an add command (`install react` -> `add react`);
 * - a leading `yarn create` loses its `@latest` suffix (`yarn create rspress@latest` -> `yarn create rspress`);
 * - a bare install (no package names, flags allowed) stays `install`.
 * npm and pnpm keep the command as written (v2 also turns pnpm's into `add`; the spec does not).
 */
export const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

/** The storage key prefix; the group id follows it. */
export const TABS_STORAGE_PREFIX = 'free-blog.tabs.';
export const DEFAULT_TABS_GROUP = 'package-manager';

export function isPackageManager(value: unknown): value is PackageManager {
  return typeof value === 'string' && (PACKAGE_MANAGERS as readonly string[]).includes(value);
}

const tokens = (command: string) => command.trim().split(/\s+/).filter(Boolean);

/**
 * The full command line for one package manager. `command` is written without the package
 * manager's name (`install react`, `install`, `create rspress@latest`, `run build`).
 */
export function commandFor(pm: PackageManager, command: string): string {
  const args = tokens(command);
  if (args.length === 0) return pm;
  const [sub, ...rest] = args;
  if (pm === 'yarn' && sub === 'create') {
    // Only the package right after `create` loses `@latest`; a pinned version stays.
    const [pkg, ...more] = rest;
    const name = pkg?.replace(/@latest$/, '');
    return ['yarn', 'create', ...(name ? [name] : []), ...more].join(' ');
  }
  if ((pm === 'yarn' || pm === 'bun') && sub === 'install') {
    const bare = rest.every((arg) => arg.startsWith('-'));
    return [pm, bare ? 'install' : 'add', ...rest].join(' ');
  }
  return [pm, ...args].join(' ');
}

/** All four command lines, in tab order. */
export function commandsFor(command: string): Record<PackageManager, string> {
  return Object.fromEntries(PACKAGE_MANAGERS.map((pm) => [pm, commandFor(pm, command)])) as Record<PackageManager, string>;
}

/** The storage key of a tab group ('package-manager' unless the block names another group). */
export function tabsStorageKey(groupId: string = DEFAULT_TABS_GROUP): string {
  return `${TABS_STORAGE_PREFIX}${groupId || DEFAULT_TABS_GROUP}`;
}
