import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { layoutSettings } from '../../../lib/layout-settings';
import { renderOne } from '../../../test/shell-test-utils';
import { SettingsPanel } from './settings-panel';

async function setup(open = true) {
  layoutSettings.restore();
  const onClose = vi.fn();
  await renderOne(
    <div>
      <button type="button" className="settings-btn">
        gear
      </button>
      <p>outside</p>
      <SettingsPanel open={open} onClose={onClose} />
    </div>,
  );
  return onClose;
}

describe('SettingsPanel', () => {
  it('closes on a press outside, but not inside and not on the settings button', async () => {
    const onClose = await setup();
    fireEvent.mouseDown(screen.getByText('Colour theme'));
    fireEvent.mouseDown(screen.getByText('gear'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(screen.getByText('outside'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('listens to nothing while closed', async () => {
    const onClose = await setup(false);
    fireEvent.mouseDown(screen.getByText('outside'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('applies and saves each choice', async () => {
    await setup();
    await userEvent.click(screen.getAllByLabelText('Dark')[0] as HTMLElement);
    expect(document.body).toHaveClass('dark', 'menu_dark', 'logo-black', 'theme-black');
    await userEvent.click(screen.getByLabelText('Green'));
    expect(document.body).toHaveClass('theme-green');
    expect(window.localStorage.getItem('choose_skin')).toBe('theme-green');
    await userEvent.click(screen.getByLabelText('Right to left'));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.body).toHaveClass('rtl');
    await userEvent.click(screen.getByLabelText('Left to right'));
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });
});
