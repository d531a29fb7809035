import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { a1cValue } from '../../../../../packages/reader/src/a1c/a1c-value';
import { renderOne } from '../../test/shell-test-utils';
import { A1cView } from './a1c-view';

// Readings made by the reader's own conversion (the server stores exactly these).
const cases = [
  { percent: 5.6, band: 'Normal (below 5.7%)', ifcc: '38 mmol/mol', eag: '114 mg/dL' },
  { percent: 5.7, band: 'Prediabetes range (5.7% to 6.4%)', ifcc: '39 mmol/mol', eag: '117 mg/dL' },
  { percent: 6.4, band: 'Prediabetes range (5.7% to 6.4%)', ifcc: '46 mmol/mol', eag: '137 mg/dL' },
  { percent: 6.5, band: 'Diabetes range (6.5% and above)', ifcc: '48 mmol/mol', eag: '140 mg/dL' },
];

describe('A1cView', () => {
  for (const c of cases) {
    it(`shows ${String(c.percent)}% with one decimal, IFCC, eAG and the band "${c.band}"`, async () => {
      await renderOne(<A1cView reading={a1cValue(c.percent.toFixed(1), c.percent)} />);
      expect(screen.getByTestId('a1c-value')).toHaveTextContent(`${c.percent.toFixed(1)}%`);
      expect(screen.getByTestId('a1c-ifcc')).toHaveTextContent(c.ifcc);
      expect(screen.getByTestId('a1c-eag')).toHaveTextContent(c.eag);
      expect(screen.getByTestId('a1c-band')).toHaveTextContent(c.band);
      expect(screen.getByText(/it does not diagnose diabetes/)).toBeInTheDocument();
    });
  }

  it('keeps one decimal for a whole value (7.0, not 7)', async () => {
    await renderOne(<A1cView reading={a1cValue('7.0', 7)} />);
    expect(screen.getByTestId('a1c-value')).toHaveTextContent('7.0%');
  });

  it('explains an analyzer error code and says to retake the test', async () => {
    await renderOne(<A1cView reading={{ kind: 'error', displayed: 'E-2', meaning: 'Not enough blood' }} />);
    expect(screen.getByText('INVALID')).toBeInTheDocument();
    expect(
      screen.getByText('The analyzer showed the error code E-2 (Not enough blood).'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Retake the test with a new test kit/)).toBeInTheDocument();
    expect(screen.queryByTestId('a1c-band')).not.toBeInTheDocument();
  });
});
