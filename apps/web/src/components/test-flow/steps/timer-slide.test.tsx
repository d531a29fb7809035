import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testI18n } from '../../../test/auth-test-utils';
import { countdownAt } from '../use-countdown';
import { TimerSlide } from './timer-slide';

// Local noon, so the clock times read the same in any time zone the suite runs in.
const START = new Date(2026, 2, 10, 12, 0, 0).toISOString();
const at = (seconds: number) => Date.parse(START) + seconds * 1000;

async function showAt(seconds: number, wait = 900, window: number | null = 900) {
  const i18n = await testI18n();
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <TimerSlide
          countdown={countdownAt(at(seconds), START, 0, wait, window)}
          readWindowSeconds={window}
          failed={null}
        />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('TimerSlide with a read window (read at 15 min, not after 30 min)', () => {
  it('says during the wait when reading opens and until when', async () => {
    await showAt(60);
    expect(screen.getByTestId('countdown')).toHaveTextContent('Seconds left: 840');
    expect(screen.getByTestId('read-window')).toHaveTextContent(
      'Read your test from 12:15:00, and before 12:30:00.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says Ready and how long reading stays open', async () => {
    await showAt(900);
    expect(screen.getByRole('status')).toHaveTextContent('Ready');
    expect(screen.getByTestId('read-window')).toHaveTextContent(
      'Reading is open: photograph your test before 12:30:00 (15 min left).',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('warns before the window closes, the seconds outside the alert', async () => {
    await showAt(1750);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The reading window closes soon, at 12:30:00: photograph your test now.',
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent('50 s');
    expect(screen.getByText('50 s left to read your test.')).toBeInTheDocument();
  });

  it('says clearly once it has closed, with the way to a new test', async () => {
    await showAt(1800);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The reading window closed at 12:30:00. The result may not be valid: please take a new test.',
    );
    expect(screen.getByRole('link', { name: 'Start a new test' })).toHaveAttribute(
      'href',
      '/patient/healthservices',
    );
  });

  it('shows nothing of a window for a kit without one', async () => {
    await showAt(10_000, 10, null);
    expect(screen.getByRole('status')).toHaveTextContent('Ready');
    expect(screen.queryByTestId('read-window')).toBeNull();
  });
});
