/**
 * Visibility flags from the query string: `?navbar=0`, `?sidebar=0`,
 * `?outline=0`, `?footer=0` hide those parts of the page; `?globalUIComponents=0` hides the extra
 * global components (Rspress v2 reads that one itself in runtime/App; it is parsed here too so the
 * <html> attribute tells the whole story).
 *
 * Only the exact value '0' hides a part, as in Rspress v1's useUISwitch; any other value (or none)
 * leaves it shown.
 */
export const UI_FLAGS = ['navbar', 'sidebar', 'outline', 'footer', 'globalUIComponents'] as const;
export type UiFlag = (typeof UI_FLAGS)[number];

/** The parts the query string hides, in UI_FLAGS order. */
export function hiddenUiParts(search: string): UiFlag[] {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return [];
  }
  return UI_FLAGS.filter((flag) => params.get(flag) === '0');
}

/** The value of html[data-fb-hide] (a space-separated list, matched in CSS with ~=), or undefined. */
export function hideAttribute(search: string): string | undefined {
  const parts = hiddenUiParts(search);
  return parts.length ? parts.join(' ') : undefined;
}
