import { lazy, useState, type ComponentType } from 'react';

export type LazyArea = ComponentType & { preload: () => Promise<unknown> };

/**
 * React.lazy with a preload: once the module has arrived the component renders at once, without
 * suspending (and without React's delay before a Suspense boundary is revealed again).
 */
export function lazyArea(load: () => Promise<{ default: ComponentType }>): LazyArea {
  let loaded: ComponentType | undefined;
  let pending: Promise<{ default: ComponentType }> | undefined;
  const preload = () => {
    pending ??= load().then((module) => {
      loaded = module.default;
      return module;
    });
    return pending;
  };
  const Lazy = lazy(preload);
  function Area() {
    // Chosen once per mount, so the element type never changes under a mounted area (no lost state).
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Object.assign(Area, { preload });
}
