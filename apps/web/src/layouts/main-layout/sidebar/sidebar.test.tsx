import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import menu from '../../../../public/assets/data/routes.json';
import { renderOne, signInAs, stubFetch } from '../../../test/shell-test-utils';
import { filterMenuByRole, type MenuItem } from '../api/get-menu';
import { Sidebar } from './sidebar';

const record = {
  FirstName: 'Alex',
  LastName: 'Morgan',
  BirthDate: '1986-04-09',
  Attributes: { PatientImageURL: null },
};

function api(dashboard: { status?: number; body: unknown }) {
  return stubFetch((url) => {
    if (url === '/assets/data/routes.json') return { body: menu };
    if (url === '/api/patient/dashboard') return dashboard;
    return undefined;
  });
}

const item = (over: Partial<MenuItem>): MenuItem => ({
  path: '',
  title: 't',
  icon: '',
  iconType: '',
  class: '',
  groupTitle: false,
  badge: '',
  badgeClass: '',
  role: ['All'],
  submenu: [],
  ...over,
});

describe('filterMenuByRole', () => {
  it("keeps items whose roles hold the user's role or All, at every level", () => {
    const items = [
      item({
        title: 'a',
        role: ['Patient'],
        submenu: [item({ title: 'a1', role: ['Admin'] }), item({ title: 'a2' })],
      }),
      item({ title: 'b', role: ['Admin'] }),
      item({ title: 'c', role: ['All'] }),
    ];
    const patient = filterMenuByRole(items, 'Patient');
    expect(patient.map((i) => i.title)).toEqual(['a', 'c']);
    expect(patient[0]?.submenu.map((i) => i.title)).toEqual(['a2']);
    expect(filterMenuByRole(items, 'Admin').map((i) => i.title)).toEqual(['b', 'c']);
    expect(filterMenuByRole(items, undefined).map((i) => i.title)).toEqual(['c']);
  });
});

describe('Sidebar', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the patient (M/D/YYYY) and the translated menu; a submenu toggles on click', async () => {
    signInAs('Patient');
    api({ body: { IsOK: true, Data: { Record: record } } });
    await renderOne(<Sidebar />, '/patient/dashboard');
    expect(await screen.findByText('Alex Morgan')).toBeInTheDocument();
    expect(screen.getByText('4/9/1986')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/patient/dashboard',
    );
    expect(within(nav).queryByText('Admin dashboard')).toBeNull();
    expect(within(nav).getByText('New')).toHaveClass('badge', 'bg-green');

    const care = within(nav).getByRole('button', { name: 'Care' });
    expect(within(nav).getByRole('link', { name: 'Health services', hidden: true })).not.toBeVisible();
    await userEvent.click(care);
    expect(care).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Health services' })).toBeVisible();
    await userEvent.click(care);
    expect(care).toHaveAttribute('aria-expanded', 'false');
  });

  it('logs Error loading patient sidebar when the answer has no Data.Record, and shows nothing', async () => {
    signInAs('Patient');
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api({ body: { IsOK: true, Data: {} } });
    await renderOne(<Sidebar />);
    await waitFor(() => {
      expect(log).toHaveBeenCalledWith('Error loading patient sidebar');
    });
    expect(screen.queryByText('Alex Morgan')).toBeNull();
  });

  it('logs Error loading sidebar: with the error when the call fails', async () => {
    signInAs('Patient');
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api({ status: 500, body: { IsOK: false, Message: 'Database down', RequestId: 'r' } });
    await renderOne(<Sidebar />);
    await waitFor(() => {
      expect(log).toHaveBeenCalledWith(
        'Error loading sidebar:',
        expect.objectContaining({ message: 'Database down' }),
      );
    });
  });

  it('loads the patient data only for a Patient; other roles see their own items', async () => {
    signInAs('Coordinator');
    const fetchMock = api({ body: { IsOK: true, Data: { Record: record } } });
    await renderOne(<Sidebar />);
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(await within(nav).findByRole('link', { name: 'Admin dashboard' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(fetchMock.mock.calls.map((c) => c[0] as string)).not.toContain('/api/patient/dashboard');
  });
});

describe('Sidebar submenus and the current page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('opens the submenus that hold the current page', async () => {
    signInAs('Patient');
    api({ body: { IsOK: true, Data: { Record: record } } });
    await renderOne(<Sidebar />, '/clinical-trial/consent');
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(await within(nav).findByRole('button', { name: 'Research' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(nav).getByRole('button', { name: 'Study steps' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Consent' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Care' })).toHaveAttribute('aria-expanded', 'false');
  });
});
