import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderOne } from '../../../test/shell-test-utils';
import { MobileFooter } from './footer';

describe('MobileFooter', () => {
  it('links Home, Care, Records and Settings to the paths of the spec', async () => {
    await renderOne(<MobileFooter />);
    const nav = screen.getByRole('navigation', { name: 'Quick navigation' });
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/patient/dashboard'],
      ['Care', '/patient/healthservices'],
      ['Records', '/patient/allergies'],
      ['Settings', '/patient/settings'],
    ]);
  });
});
