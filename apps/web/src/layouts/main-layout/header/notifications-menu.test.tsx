import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderOne, signInAs, stubFetch } from '../../../test/shell-test-utils';
import { NotificationsMenu } from './notifications-menu';

const ID1 = '0b6a4a56-5f8f-4c7e-9d1e-1c2b3a4d5e6f';
const ID2 = '1c7b5b67-6a9a-4d8f-8e2f-2d3c4b5e6f70';

describe('NotificationsMenu', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists date and time and unread status; dismiss calls DELETE and removes the item', async () => {
    signInAs('Patient');
    const created = new Date(2026, 10, 20, 14, 5).toISOString();
    const fetchMock = stubFetch((url, init) => {
      if (url === '/api/patient/notifications') {
        return {
          body: {
            IsOK: true,
            Data: [
              { ID: ID1, Message: 'Kit shipped', Created: created, IsRead: false },
              { ID: ID2, Message: 'Coordinator available', Created: created, IsRead: true },
            ],
          },
        };
      }
      if (url === `/api/patient/notifications/dismiss/${ID1}` && init?.method === 'DELETE') {
        return { body: { IsOK: true, Data: true } };
      }
      return undefined;
    });
    await renderOne(<NotificationsMenu enabled />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await userEvent.click(bell);
    const list = screen.getByRole('list', { name: 'Notifications' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveClass('notification--unread');
    expect(items[0]).toHaveTextContent('Unread: Kit shipped');
    expect(items[0]?.querySelector('time')).toHaveTextContent('2026-11-20 14:05');
    expect(items[1]).not.toHaveClass('notification--unread');

    await userEvent.click(
      within(items[0] as HTMLElement).getByRole('button', { name: 'Dismiss notification' }),
    );
    await waitFor(() => {
      expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    });
    expect(list).not.toHaveTextContent('Kit shipped');
    expect(fetchMock.mock.calls.some((c) => (c[0] as string).endsWith(`/dismiss/${ID1}`))).toBe(true);
  });

  it('does not load notifications when not enabled (not a Patient)', async () => {
    const fetchMock = stubFetch(() => undefined);
    await renderOne(<NotificationsMenu enabled={false} />);
    await userEvent.click(screen.getByRole('button', { name: /Notifications/ }));
    expect(screen.getByText('You have no notifications.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
