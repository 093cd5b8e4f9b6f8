import { expect, it } from 'vitest';
import { isActivationKey } from './a11yKeys';

it('Enter and Space activate, other keys do not', () => {
  expect(['Enter', ' ', 'Spacebar'].map(isActivationKey)).toEqual([true, true, true]);
  expect(['Tab', 'Escape', 'a'].map(isActivationKey)).toEqual([false, false, false]);
});
