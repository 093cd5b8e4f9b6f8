/** Keys that activate a button (WAI-ARIA button pattern). */
export function isActivationKey(key: string): boolean {
  return key === 'Enter' || key === ' ' || key === 'Spacebar';
}
