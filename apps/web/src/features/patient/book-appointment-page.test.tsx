import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, stubApi } from '../../test/auth-test-utils';
import { BookAppointmentPage } from './book-appointment-page';

const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const appointment = (id: string, hours: number) => ({
  ID: id,
  CoordinatorName: 'Jordan Lee',
  StartsAt: inHours(hours),
  EndsAt: inHours(hours + 0.5),
  Status: 'booked',
});

describe('BookAppointmentPage', () => {
  it('offers Reschedule and Cancel before the cut-off only, and says why after it', async () => {
    stubApi(({ url }) => {
      if (url.endsWith('/api/patient/appointments')) {
        return {
          status: 200,
          body: {
            IsOK: true,
            Data: [
              appointment('0b6f4c1e-7a36-4c59-9a57-2d6f0e9b1a01', 2),
              appointment('0b6f4c1e-7a36-4c59-9a57-2d6f0e9b1a02', 120),
            ],
          },
        };
      }
      return { status: 200, body: { IsOK: true, Data: [] } };
    });
    await renderRoute(<BookAppointmentPage />, { path: '/', url: '/' });
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [soon, later] = items as [HTMLElement, HTMLElement];
    expect(within(soon).queryByRole('button')).toBeNull();
    expect(soon).toHaveTextContent(
      'Can no longer be rescheduled or cancelled: changes are possible until 24 hours before the start.',
    );
    expect(within(later).getByRole('button', { name: 'Reschedule' })).toBeEnabled();
    expect(within(later).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });
});
