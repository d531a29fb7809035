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
