import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderOne } from '../test/shell-test-utils';
import { RouteErrorBoundary } from './route-error';

function Broken(): never {
  throw new Error('render failed');
}

describe('RouteErrorBoundary', () => {
  it('logs a render error as Global error: and shows a readable page', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderOne(
      <RouteErrorBoundary>
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Global error:', expect.objectContaining({ message: 'render failed' }));
  });
});

describe('RouteErrorBoundary across navigation', () => {
  it('keeps the mounted tree on navigation (no remount) and recovers from an error on navigation', async () => {
    const { useState } = await import('react');
    const { Link, Route, Routes } = await import('react-router');
    const { fireEvent } = await import('@testing-library/react');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let mounts = 0;
    function Counter() {
      useState(() => {
        mounts += 1;
        return 0;
      });
      return <Link to="/b">to b</Link>;
    }
    await renderOne(
      <RouteErrorBoundary>
        <Counter />
        <Routes>
          <Route path="/a" element={<p>page a</p>} />
          <Route path="/b" element={<p>page b</p>} />
          <Route path="/broken" element={<Broken />} />
        </Routes>
        <Link to="/broken">to broken</Link>
      </RouteErrorBoundary>,
      '/a',
    );
    expect(screen.getByText('page a')).toBeInTheDocument();
    fireEvent.click(screen.getByText('to b'));
    expect(await screen.findByText('page b')).toBeInTheDocument();
    expect(mounts).toBe(1);
    fireEvent.click(screen.getByText('to broken'));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  });
});
