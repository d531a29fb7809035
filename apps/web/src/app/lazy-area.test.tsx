import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyArea } from './lazy-area';

describe('lazyArea', () => {
  it('suspends before the module arrives and renders at once after a preload', async () => {
    const load = vi.fn(() => Promise.resolve({ default: () => <p>area</p> }));
    const Area = lazyArea(load);
    const first = render(
      <Suspense fallback={<p>loading</p>}>
        <Area />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('area')).toBeInTheDocument();
    first.unmount();

    await Area.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Area />
      </Suspense>,
    );
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByText('area')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
