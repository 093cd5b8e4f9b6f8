import { describe, expect, it } from 'vitest';
import { hiddenUiParts, hideAttribute } from './uiFlags';

describe('hiddenUiParts', () => {
  it.each([
    ['', []],
    ['?', []],
    ['?navbar=0', ['navbar']],
    ['navbar=0', ['navbar']],
    ['?sidebar=0', ['sidebar']],
    ['?outline=0', ['outline']],
    ['?footer=0', ['footer']],
    ['?globalUIComponents=0', ['globalUIComponents']],
    ['?footer=0&navbar=0&outline=0&sidebar=0', ['navbar', 'sidebar', 'outline', 'footer']],
    ['?navbar=1', []],
    ['?navbar=false', []],
    ['?navbar=', []],
    ['?navbar', []],
    ['?Navbar=0', []],
    ['?globaluicomponents=0', []],
    ['?navbar=0&navbar=1', ['navbar']],
    ['?q=%3Csvg%20onload%3E&sidebar=0', ['sidebar']],
    ['?%E0%A4%A=1&outline=0', ['outline']],
  ])('%s hides %j', (search, parts) => expect(hiddenUiParts(search)).toEqual(parts));
});

describe('hideAttribute', () => {
  it('is undefined when nothing is hidden', () => expect(hideAttribute('?x=0')).toBeUndefined());
  it('lists the hidden parts separated by spaces', () =>
    expect(hideAttribute('?outline=0&navbar=0')).toBe('navbar outline'));
});
