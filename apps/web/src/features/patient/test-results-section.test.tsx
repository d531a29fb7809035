import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { a1cValue } from '../../../../../packages/reader/src/a1c/a1c-value';
import { ANALYSIS_ID, a1cResult, notFound, ok, testResult } from '../../components/results/results-fixtures';
import { resetCurrentUserCache } from '../../lib/current-user';
import { renderShell, signInAs, stubFetch } from '../../test/shell-test-utils';
import { TestResultPage } from './test-result-page';
import { TestResultsSection } from './test-results-section';

const A1C_ID = '5d7e1c2a-8b9f-4a3e-9c1d-2e3f4a5b6c7d';
const LIST_URL = '/api/patient/test/results';
const BUNDLE = { resourceType: 'Bundle', type: 'collection', entry: [] };

beforeEach(() => {
  signInAs('Patient');
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetCurrentUserCache();
});

const renderSection = () =>
  renderShell([{ path: '/patient/results', element: <TestResultsSection /> }], '/patient/results');

/** Catches the saved file: the blob link's name and the JSON it holds. */
function catchDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  vi.stubGlobal('URL', {
    ...URL,
    createObjectURL: (blob: Blob) => {
      const url = `blob:test/${String(blobs.size)}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.getAttribute('href') ?? '');
    if (blob) saved.push({ name: this.download, blob });
  });
  return saved;
}

describe('Records results page: test results', () => {
  it('lists every result newest first: date, test and each analyte or the A1C value', async () => {
    stubFetch((url) =>
      url === LIST_URL
        ? ok([
            testResult({ Completed: '2026-10-01T10:00:00.000Z' }),
            a1cResult(A1C_ID, '2026-11-02T10:00:00.000Z', a1cValue('6.1', 6.1)),
          ])
        : undefined,
    );
    await renderSection();
    const table = await screen.findByTestId('test-results-table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^2026-11-02A1C Home Test6\.1%/),
      expect.stringMatching(
        /^2026-10-01Home combo testCOVID-19 \(SARS-CoV-2\): NEGATIVEInfluenza A \(flu\): POSITIVE/,
      ),
    ]);
    expect(
      within(rows[0] as HTMLElement).getByRole('link', {
        name: 'View the result of A1C Home Test on 2026-11-02',
      }),
    ).toHaveAttribute('href', `/patient/results/${A1C_ID}`);
  });

  it('downloads one result and all of them as FHIR JSON files, with the token in a header only', async () => {
    const fetchMock = stubFetch((url) => {
      if (url === LIST_URL) return ok([testResult()]);
      if (url === `${LIST_URL}/${ANALYSIS_ID}/fhir` || url === '/api/patient/test/fhir') {
        return { body: BUNDLE };
      }
      return undefined;
    });
    const saved = catchDownloads();
    await renderSection();
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Download (FHIR) the result of Home combo test on 2026-11-20',
      }),
    );
    await waitFor(() => {
      expect(saved).toHaveLength(1);
    });
    expect(saved[0]?.name).toBe('test-result-2026-11-20-3f0b8a56.json');
    expect(JSON.parse(await (saved[0]?.blob.text() ?? ''))).toEqual(BUNDLE);

    await userEvent.click(screen.getByRole('button', { name: 'Download all (FHIR)' }));
    await waitFor(() => {
      expect(saved).toHaveLength(2);
    });
    expect(saved[1]?.name).toMatch(/^test-results-\d{4}-\d{2}-\d{2}\.json$/);

    const fhirCalls = fetchMock.mock.calls.filter(([url]) => typeof url === 'string' && url.includes('fhir'));
    expect(fhirCalls.map(([url]) => url)).toEqual([
      `${LIST_URL}/${ANALYSIS_ID}/fhir`,
      '/api/patient/test/fhir',
    ]);
    for (const [url, init] of fhirCalls) {
      expect(url).not.toContain('tok');
      expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    }
  });

  it('says clearly when a download fails, and saves nothing', async () => {
    stubFetch((url) => (url === LIST_URL ? ok([testResult()]) : notFound('Unknown test result')));
    const saved = catchDownloads();
    await renderSection();
    await userEvent.click(await screen.findByRole('button', { name: /^Download \(FHIR\)/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown test result');
    expect(saved).toEqual([]);
  });

  it('tells a patient without results how to take a test', async () => {
    stubFetch((url) => (url === LIST_URL ? ok([]) : undefined));
    await renderSection();
    expect(await screen.findByText(/You have no test results yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take a test in Health services' })).toHaveAttribute(
      'href',
      '/patient/healthservices',
    );
    expect(screen.queryByRole('button', { name: 'Download all (FHIR)' })).not.toBeInTheDocument();
  });
});

describe('patient/results/{analysisID}', () => {
  const renderPage = (id: string) =>
    renderShell(
      [{ path: '/patient/results/:analysisID', element: <TestResultPage /> }],
      `/patient/results/${id}`,
    );

  it('shows an A1C result with its value, band and the history as a chart and a table', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const earlier = a1cResult(
      '0c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5',
      '2026-08-01T10:00:00.000Z',
      a1cValue('5.6', 5.6),
    );
    const current = a1cResult(A1C_ID, '2026-11-02T10:00:00.000Z', a1cValue('6.5', 6.5));
    stubFetch((url) => {
      if (url === `${LIST_URL}/${A1C_ID}`) return ok({ ...current, PhotoURL: null });
      if (url === LIST_URL) return ok([current, earlier]);
      return undefined;
    });
    await renderPage(A1C_ID);
    expect(await screen.findByTestId('a1c-value')).toHaveTextContent('6.5%');
    expect(screen.getByTestId('a1c-band')).toHaveTextContent('Diabetes range (6.5% and above)');
    const history = await screen.findByRole('region', { name: 'Your A1C results over time' });
    const summary = '2 A1C results from 2026-08-01 to 2026-11-02; the latest is 6.5%.';
    expect(await within(history).findByRole('img', { name: summary })).toBeInTheDocument();
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['2026-08-015.6', '2026-11-026.5']);
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
  });

  it('says a first A1C result is the first, and still charts it', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const only = a1cResult(A1C_ID, '2026-11-02T10:00:00.000Z', a1cValue('5.6', 5.6));
    stubFetch((url) => {
      if (url === `${LIST_URL}/${A1C_ID}`) return ok({ ...only, PhotoURL: null });
      if (url === LIST_URL) return ok([only]);
      return undefined;
    });
    await renderPage(A1C_ID);
    expect(await screen.findByTestId('a1c-band')).toHaveTextContent('Normal (below 5.7%)');
    const history = await screen.findByRole('region', { name: 'Your A1C results over time' });
    expect(within(history).getByText(/This is your first A1C result/)).toBeInTheDocument();
    expect(
      await within(history).findByRole('img', { name: 'One A1C result, on 2026-11-02: 5.6%.' }),
    ).toBeInTheDocument();
  });

  it("says not found for an id that is not the patient's (404)", async () => {
    stubFetch((url) => (url.startsWith(LIST_URL) ? notFound('Unknown test result') : undefined));
    await renderPage(ANALYSIS_ID);
    expect(await screen.findByRole('alert')).toHaveTextContent('This test result was not found.');
    expect(screen.queryByRole('button', { name: 'More Details' })).not.toBeInTheDocument();
  });
});
