import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderOne } from '../../test/shell-test-utils';
import { PasswordField } from './password-field';

function NewPassword() {
  const [value, setValue] = useState('');
  return (
    <PasswordField
      label="New password"
      value={value}
      onValueChange={setValue}
      checklist
      userInputs={['rosalinda@example.org']}
    />
  );
}

describe('PasswordField for a new password', () => {
  it('shows the live strength hint by the same estimator as the server', async () => {
    await renderOne(<NewPassword />);
    const input = screen.getByLabelText('New password');
    expect(document.querySelector('.af-strength')).toBeEmptyDOMElement();

    await userEvent.type(input, 'Password1!');
    expect(await screen.findByText('very easy to guess', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(
      screen.getByText('This password is too easy to guess and will not be accepted.'),
    ).toBeInTheDocument();
    expect(screen.getByText('This is similar to a commonly used password.')).toBeInTheDocument();
    const hint = document.querySelector('.af-strength');
    expect(hint).toHaveAttribute('aria-live', 'polite');
    expect(input.getAttribute('aria-describedby')).toContain(hint?.id);

    await userEvent.clear(input);
    await userEvent.type(input, 'Lantern-Orbit-77');
    expect(await screen.findByText('very hard to guess', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByText(/will not be accepted/)).not.toBeInTheDocument();
    expect(document.querySelector('[data-rule="minLength"]')).toHaveAttribute('data-met', 'true');
  }, 30_000);
});
