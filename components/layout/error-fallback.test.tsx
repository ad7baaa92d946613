// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorFallback } from './error-fallback';

afterEach(cleanup);

describe('ErrorFallback', () => {
  it('shows "Unexpected Application Error!" with the error message', () => {
    render(<ErrorFallback error={new Error('Chunk failed to load')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Unexpected Application Error!');
    expect(screen.getByText('Chunk failed to load')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('shows the status when the failure carries one, and offers a retry', async () => {
    const reset = vi.fn();
    render(<ErrorFallback error={Object.assign(new Error('Server error'), { status: 503 })} reset={reset} />);
    expect(screen.getByText('503')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reset).toHaveBeenCalledOnce();
  });
});
