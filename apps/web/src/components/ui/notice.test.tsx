import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Notice } from './notice.tsx';

describe('notice', () => {
  it('announces a refused request at once, as text without an icon', () => {
    render(<Notice tone="error">Wrong payment password</Notice>);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Wrong payment password');
    expect(alert.querySelector('svg')).toBeNull();
  });

  it('leads a warning with its icon and lets a standing condition be read when reached', () => {
    render(
      <Notice tone="warning" role="status">
        No withdrawals left today
      </Notice>,
    );
    const status = screen.getByRole('status');
    expect(status.querySelector('svg')).not.toBeNull();
    expect(status.textContent).toBe('No withdrawals left today');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not interrupt for an info hint unless asked', () => {
    render(<Notice tone="info">Deposits arrive within minutes</Notice>);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('Deposits arrive within minutes')).toBeTruthy();
  });
});
