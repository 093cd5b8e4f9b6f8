/**
 * The element id a location hash points at ('#%E7%A7%BB%E5%8A%A8' -> '移动'), or null for no hash.
 * A malformed escape is kept as written instead of throwing.
 */
export function anchorIdFromHash(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export const ANCHOR_WARNING_PREFIX = '[free-blog] 找不到锚点';

/** The console warning for a hash with no matching element. */
export function anchorWarning(id: string): string {
  return `${ANCHOR_WARNING_PREFIX} #${id}：页面上没有这个 id 的元素，无法滚动到该位置。`;
}
