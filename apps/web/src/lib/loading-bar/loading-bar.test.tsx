import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingBar } from './loading-bar';
import { LoadingBarStore, RESET_DELAY_MS, TICK_MS } from './loading-bar-store';

describe('LoadingBar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the progress of its store and hides at 0', () => {
    const store = new LoadingBarStore(() => 0);
    render(<LoadingBar store={store} />);
    const bar = screen.getByRole('progressbar', { hidden: true });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(bar.parentElement).not.toHaveClass('loading-bar--shown');
    act(() => {
      store.start();
    });
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(bar.parentElement).toHaveClass('loading-bar--shown');
    act(() => {
      vi.advanceTimersByTime(TICK_MS);
    });
    expect(bar).toHaveAttribute('aria-valuenow', '5');
    expect(bar.style.transform).toBe('scaleX(0.05)');
    act(() => {
      store.complete();
    });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    act(() => {
      vi.advanceTimersByTime(RESET_DELAY_MS);
    });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
  });
});
