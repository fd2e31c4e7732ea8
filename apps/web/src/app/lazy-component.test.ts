import { describe, expect, it } from 'vitest';
import { lazyComponent } from './lazy-component.ts';

describe('lazyComponent', () => {
  it('resolves to the loaded component', async () => {
    const page = () => null;
    await expect(lazyComponent(async () => page)()).resolves.toEqual({ Component: page });
  });

  it('turns a failed chunk load into a component that throws it while rendering', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/center-x.js');
    const route = (await lazyComponent(async () => {
      throw failure;
    })()) as { Component: () => unknown };
    expect(() => route.Component()).toThrow(failure);
  });
});
