import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { IdDetails } from '@portal/contract';
import { testI18n } from '../../../test/auth-test-utils';
import type { IdCheck } from './id-check';
import { IdDetailsPanel } from './id-details-panel';

const DETAILS: IdDetails = {
  DocumentID: '5f0c3f4e-8a51-4d8e-9d4f-2f0f2b8c1a11',
  FamilyName: 'MORGAN',
  FirstName: 'ALEX',
  MiddleName: null,
  BirthDate: '1986-04-09',
  ExpiryDate: '2035-04-09',
  IdNumberLast4: '5432',
  Jurisdiction: 'VA',
  Country: 'USA',
  Warnings: [],
};

async function show(check: IdCheck, onContinue = vi.fn()) {
  const i18n = await testI18n();
  render(
    <I18nextProvider i18n={i18n}>
      <IdDetailsPanel check={check} onContinue={onContinue} />
    </I18nextProvider>,
  );
  return onContinue;
}

describe('IdDetailsPanel', () => {
  it('shows the details with the number as its last 4, focuses the heading, no warning', async () => {
    const onContinue = await show({ status: 'read', details: DETAILS });
    const heading = screen.getByRole('heading', { name: 'What the barcode on your ID says' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('ALEX MORGAN')).toBeInTheDocument();
    expect(screen.getByText('ending in 5432')).toBeInTheDocument();
    expect(screen.getByText('2035-04-09')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledOnce();
  });

  it('lists each warning in an alert, and says what the barcode lacks', async () => {
    await show({
      status: 'read',
      details: { ...DETAILS, BirthDate: null, IdNumberLast4: null, Warnings: ['name-differs', 'expired'] },
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The name on your ID is not the name in your profile.');
    expect(alert).toHaveTextContent('This ID has expired.');
    expect(alert).not.toHaveTextContent('date of birth');
    expect(screen.getAllByText('Not on the barcode')).toHaveLength(2);
  });

  it('says plainly that an ID without a readable barcode is accepted', async () => {
    await show({ status: 'unreadable' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'We could not read the barcode on the back of your ID. That is fine: your ID photos are saved.',
    );
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });
});
