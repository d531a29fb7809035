import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCurrentUserCache } from '../../../lib/current-user';
import { analysisRefetchInterval } from '../../results/api/get-analysis';
import { ANALYSIS_ID, detail, inference, notFound, ok } from '../../results/results-fixtures';
import { renderShell, signInAs, stubFetch } from '../../../test/shell-test-utils';
import { ResultsStep } from './results-step';

const ANALYSIS_URL = `/api/patient/test/analyses/${ANALYSIS_ID}`;
const DETAIL_URL = `/api/patient/test/results/${ANALYSIS_ID}`;

const renderStep = (pollMs?: number) =>
  renderShell(
    [{ path: '/rapidtest/test/:s/:e', element: <ResultsStep analysisId={ANALYSIS_ID} pollMs={pollMs} /> }],
    '/rapidtest/test/s/e',
  );

beforeEach(() => {
  signInAs('Patient');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetCurrentUserCache();
});

describe('ResultsStep (step 7)', () => {
  it('shows each analyte panel with its value, meaning and what to do next', async () => {
    stubFetch((url) => (url === ANALYSIS_URL ? ok(inference()) : undefined));
    await renderStep();
    const flu = await screen.findByRole('listitem', { name: 'Influenza A (flu)' });
    expect(within(flu).getByTestId('result-value')).toHaveTextContent('POSITIVE');
    expect(within(flu).getByText(/The test found Influenza A \(flu\)/)).toBeInTheDocument();
    expect(within(flu).getByText(/contact your healthcare provider/)).toBeInTheDocument();
    const covid = screen.getByRole('listitem', { name: 'COVID-19 (SARS-CoV-2)' });
    expect(within(covid).getByTestId('result-value')).toHaveTextContent('NEGATIVE');
    expect(within(covid).getByText(/test again in 48 hours/)).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Influenza B (flu)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Consultation' })).toHaveAttribute(
      'href',
      '/clinical-trial/research-study',
    );
  });

  it('says an INVALID test must be retaken with a new test', async () => {
    stubFetch((url) =>
      url === ANALYSIS_URL
        ? ok(inference({ Results: [{ Analyte: 'SARS-CoV-2', Result: 'INVALID', Loinc: '97097-0' }] }))
        : undefined,
    );
    await renderStep();
    const panel = await screen.findByRole('listitem', { name: 'COVID-19 (SARS-CoV-2)' });
    expect(within(panel).getByTestId('result-value')).toHaveTextContent('INVALID');
    expect(within(panel).getByText(/Retake the test with a new test kit/)).toBeInTheDocument();
  });

  it('polls while IN PROGRESS, announces it politely, and stops once the result is in', async () => {
    // Only the poll's interval is faked: the test moves it on, everything else runs as usual.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const answers = [
      inference({
        Status: 'in-progress',
        Results: [{ Analyte: 'SARS-CoV-2', Result: 'IN PROGRESS', Loinc: null }],
      }),
      inference({
        Status: 'in-progress',
        Results: [{ Analyte: 'SARS-CoV-2', Result: 'IN PROGRESS', Loinc: null }],
      }),
      inference({ Results: [{ Analyte: 'SARS-CoV-2', Result: 'NEGATIVE', Loinc: '97097-0' }] }),
    ];
    let polls = 0;
    stubFetch((url) => {
      if (url !== ANALYSIS_URL) return undefined;
      const answer = answers[Math.min(polls, answers.length - 1)];
      polls += 1;
      return ok(answer);
    });
    await renderStep(1000);
    const status = await screen.findByText(/We are still reading your test/);
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(await screen.findByText('IN PROGRESS')).toBeInTheDocument();
    expect(polls).toBe(1);

    await vi.advanceTimersByTimeAsync(1000);
    await waitFor(() => {
      expect(polls).toBe(2);
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(await screen.findByText('NEGATIVE')).toBeInTheDocument();
    expect(polls).toBe(3);
    expect(screen.queryByText(/We are still reading your test/)).not.toBeInTheDocument();

    await vi.advanceTimersByTimeAsync(10_000);
    expect(polls).toBe(3);
  });

  it('asks again only while the reading is in progress', () => {
    expect(analysisRefetchInterval(inference({ Status: 'in-progress' }), 500)).toBe(500);
    expect(analysisRefetchInterval(inference({ Status: 'completed' }), 500)).toBe(false);
    expect(analysisRefetchInterval(inference({ Status: 'failed' }), 500)).toBe(false);
    expect(analysisRefetchInterval(undefined, 500)).toBe(false);
  });

  it('opens More Details with the photo and the facts of the SPEC', async () => {
    const fetchMock = stubFetch((url) => {
      if (url === ANALYSIS_URL) return ok(inference());
      if (url === DETAIL_URL) return ok(detail());
      return undefined;
    });
    await renderStep();
    const toggle = await screen.findByRole('button', { name: 'More Details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(fetchMock.mock.calls.some(([url]) => url === DETAIL_URL)).toBe(false);
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const photo = await screen.findByRole('img', { name: 'The photo of your test' });
    expect(photo).toHaveAttribute('src', detail().PhotoURL);
    for (const text of [
      'Custom Test Name: Home combo test',
      'Manufacturer: Demo Diagnostics',
      'Proctored: No',
      'Order Date: 2026-11-20',
      'Status: Completed',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  });

  it('asks for a fresh photo link once when the photo does not load (its link expired)', async () => {
    let links = 0;
    stubFetch((url) => {
      if (url === ANALYSIS_URL) return ok(inference());
      if (url === DETAIL_URL) {
        links += 1;
        return ok(detail({ PhotoURL: `/api/objects/photo?sig=${String(links)}` }));
      }
      return undefined;
    });
    await renderStep();
    await userEvent.click(await screen.findByRole('button', { name: 'More Details' }));
    const photo = await screen.findByRole('img', { name: 'The photo of your test' });
    expect(photo).toHaveAttribute('src', '/api/objects/photo?sig=1');
    photo.dispatchEvent(new Event('error'));
    await waitFor(() => {
      expect(screen.getByRole('img', { name: 'The photo of your test' })).toHaveAttribute(
        'src',
        '/api/objects/photo?sig=2',
      );
    });
    screen.getByRole('img', { name: 'The photo of your test' }).dispatchEvent(new Event('error'));
    expect(await screen.findByText('The photo of your test is not available.')).toBeInTheDocument();
    expect(links).toBe(2);
  });

  it('shows the Helpful Resources as present but inert, saying why', async () => {
    stubFetch((url) => (url === ANALYSIS_URL ? ok(inference()) : undefined));
    const { router } = await renderStep();
    await screen.findByRole('heading', { name: 'Helpful Resources' });
    for (const name of ['Credentials', 'Print', 'Email', 'FAQs']) {
      const button = screen.getByRole('button', { name });
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveAccessibleDescription('These resources are not available yet.');
      await userEvent.click(button);
    }
    expect(router.state.location.pathname).toBe('/rapidtest/test/s/e');
  });

  it("says so when the analysis is unknown (another patient's id: 404)", async () => {
    stubFetch((url) => (url === ANALYSIS_URL ? notFound('Unknown test result') : undefined));
    await renderStep();
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown test result');
    expect(screen.queryByRole('button', { name: 'More Details' })).not.toBeInTheDocument();
  });
});
