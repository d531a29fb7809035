import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StartError } from './start-error';

describe('StartError', () => {
  it('explains the failure in the saved language, with the detail and a retry', () => {
    render(<StartError error={new Error('HTTP 500')} />);
    expect(screen.getByRole('heading', { name: 'The portal could not start' })).toBeInTheDocument();
    expect(screen.getByText('HTTP 500')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('uses Spanish or German when that language was chosen', () => {
    window.localStorage.setItem('lang', 'de');
    render(<StartError error="x" />);
    expect(screen.getByRole('heading', { name: 'Das Portal konnte nicht starten' })).toBeInTheDocument();
  });
});
