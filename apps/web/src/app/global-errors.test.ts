import { describe, expect, it, vi } from 'vitest';
import { installGlobalErrorLogging } from './global-errors';

describe('installGlobalErrorLogging', () => {
  it('logs uncaught errors and unhandled rejections with the label Global error:', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A stand-in window: dispatching on the real one would also reach the test runner's own handler.
    const target = new EventTarget() as unknown as Window;
    const uninstall = installGlobalErrorLogging(target);
    const error = new Error('boom');
    target.dispatchEvent(new ErrorEvent('error', { error, message: 'boom' }));
    const reason = new Error('nope');
    const rejection = Object.assign(new Event('unhandledrejection'), { reason });
    target.dispatchEvent(rejection);
    expect(log).toHaveBeenCalledWith('Global error:', error);
    expect(log).toHaveBeenCalledWith('Global error:', reason);
    uninstall();
    log.mockClear();
    target.dispatchEvent(new ErrorEvent('error', { error, message: 'boom' }));
    expect(log).not.toHaveBeenCalled();
  });
});
