import { getCustomMDXComponent, useStorageValue } from '@rspress/core/theme';
// The theme's own icons (the package pins @rspress/core, and exports ./dist/*).
import { Bun, Npm, Pnpm, Yarn } from '../../patches/theme';
import { Children, cloneElement, isValidElement, type KeyboardEvent, type ReactElement, type ReactNode, useId, useMemo, useRef } from 'react';
import { commandsFor, isPackageManager, PACKAGE_MANAGERS, type PackageManager, tabsStorageKey } from '../lib/tabsConvert';

/**
 * An icon's SVG without its ids. The theme's Bun icon names its parts (id="Bun", "Shadow", "Body" …, none
 * referenced), so a page with two tab blocks had each id twice, which the Nu Html Checker rejects.
 */
function withoutIds(node: ReactNode): ReactNode {
  if (!isValidElement(node)) return node;
  const { id: _id, children, ...props } = node.props as { id?: string; children?: ReactNode };
  return cloneElement(node as ReactElement<Record<string, unknown>>, { ...props, id: undefined }, ...Children.toArray(children).map(withoutIds));
}
// The icons are plain function components (SVG, no hooks): called once, their trees are kept without ids.
const icon = (Icon: (props: object) => ReactNode) => withoutIds(Icon({}));
const ICONS: Record<PackageManager, ReactNode> = { npm: icon(Npm), yarn: icon(Yarn), pnpm: icon(Pnpm), bun: icon(Bun) };

export interface PackageManagerTabsProps {
  /** The command without the tool's name: `install react`, `install`, `create rspress@latest`. */
  command: string;
  /** Blocks with the same group share the reader's choice, site-wide; default 'package-manager'. */
  groupId?: string;
}

/**
 * Package-manager tabs with exactly npm, yarn, pnpm and bun. Rspress v2's component
 * shows a fifth tab (deno) and also turns `pnpm install x` into `pnpm add x`, so this one replaces
 * it (same look: the theme's rp-tabs classes and code block). Conversions: theme/lib/tabsConvert.ts.
 * The choice is remembered with Rspress's useStorageValue (kept in sync across blocks and tabs; the
 * early script's storage shim keeps it working when storage is blocked); a stored value that is not
 * one of the four tools (an old 'deno', a hand edit) counts as npm.
 */
export function PackageManagerTabs({ command, groupId }: PackageManagerTabsProps) {
  const commands = useMemo(() => commandsFor(command), [command]);
  const [stored, select] = useStorageValue<string>(tabsStorageKey(groupId), 'npm');
  const selected: PackageManager = isPackageManager(stored) ? stored : 'npm';
  const Pre = useMemo(() => getCustomMDXComponent().pre, []);
  const id = useId();
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const target =
      step !== 0
        ? PACKAGE_MANAGERS[(PACKAGE_MANAGERS.indexOf(selected) + step + PACKAGE_MANAGERS.length) % PACKAGE_MANAGERS.length]
        : event.key === 'Home'
          ? PACKAGE_MANAGERS[0]
          : event.key === 'End'
            ? PACKAGE_MANAGERS[PACKAGE_MANAGERS.length - 1]
            : undefined;
    if (!target) return;
    event.preventDefault();
    select(target);
    tabRefs.current[target]?.focus();
  };

  return (
    <div className="rp-tabs fb-pm-tabs" data-group={groupId ?? 'package-manager'}>
      <div className="rp-tabs__label rp-tabs__label--no-scrollbar" role="tablist" aria-label="包管理器" onKeyDown={onKeyDown}>
        {PACKAGE_MANAGERS.map((pm) => {
          const active = pm === selected;
          return (
            <button
              key={pm}
              ref={(el) => {
                tabRefs.current[pm] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${pm}`}
              aria-selected={active}
              aria-controls={`${id}-panel-${pm}`}
              tabIndex={active ? 0 : -1}
              className={`rp-tabs__label__item fb-pm-tabs__tab ${active ? 'rp-tabs__label__item--selected' : 'rp-tabs__label__item--not-selected'}`}
              onClick={() => select(pm)}
            >
              <span className="fb-pm-tabs__icon" aria-hidden="true">
                {ICONS[pm]}
              </span>
              <span className="fb-pm-tabs__label">{pm}</span>
            </button>
          );
        })}
      </div>
      <div className="rp-tabs__content">
        {PACKAGE_MANAGERS.map((pm) => {
          const active = pm === selected;
          const [tool, ...rest] = commands[pm].split(' ');
          return (
            <div
              key={pm}
              role="tabpanel"
              id={`${id}-panel-${pm}`}
              aria-labelledby={`${id}-tab-${pm}`}
              className={`rp-tabs__content__item ${active ? 'rp-tabs__content__item--active' : 'rp-tabs__content__item--hidden'}`}
              hidden={!active}
            >
              <Pre lang="bash" className="shiki css-variables" style={{ backgroundColor: 'var(--shiki-background)', color: 'var(--shiki-foreground)' }}>
                <code style={{ whiteSpace: 'pre' }}>
                  <span className="line">
                    <span style={{ color: 'var(--shiki-token-function)' }}>{tool}</span>
                    <span style={{ color: 'var(--shiki-token-string)' }}>{rest.length ? ` ${rest.join(' ')}` : ''}</span>
                  </span>
                </code>
              </Pre>
            </div>
          );
        })}
      </div>
    </div>
  );
}
