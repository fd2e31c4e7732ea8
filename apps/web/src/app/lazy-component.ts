import type { ComponentType } from 'react';
/**
 * A lazy route whose chunk may fail to load (typically after a deploy). React Router leaves a
 * route whose `lazy` rejected unrendered, so its own error element never shows and the page goes
 * blank. Instead the failure becomes a component that throws while rendering, which the route's
 * error boundary catches and shows with the reload offer.
 */
export function lazyComponent(
  load: () => Promise<ComponentType>,
): () => Promise<{ Component: ComponentType }> {
  return async () => {
    try {
      return { Component: await load() };
    } catch (error) {
      const rethrow = (): never => {
        throw error;
      };
      return { Component: rethrow };
    }
  };
}
