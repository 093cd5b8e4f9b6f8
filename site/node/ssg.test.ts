import { describe, expect, it } from 'vitest';
import { ssgOption } from './ssg';

describe('static generation', () => {
  it('renders on the main thread while the worker pool would have one thread', () => {
    expect(ssgOption(60, 2)).toBe(true);
    expect(ssgOption(100, 8)).toBe(true);
    expect(ssgOption(5000, 1)).toBe(true);
  });

  it('renders in worker threads once there are pages for two', () => {
    expect(ssgOption(101, 2)).toEqual({ experimentalWorker: true });
    expect(ssgOption(1060, 2)).toEqual({ experimentalWorker: true });
  });
});
