// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorFallback } from './error-fallback';

afterEach(cleanup);

describe('ErrorFallback', () => {
  it('shows "Unexpected Application Error!" with the message', () => {
    render(<ErrorFallback message="Chunk failed to load" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Unexpected Application Error!');
    expect(screen.getByText('Chunk failed to load')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('shows the status when the failure carries one, with what to do', () => {
    render(<ErrorFallback status={500} message="The page could not be delivered. Please try again in a moment." />);
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(screen.getByText(/try again in a moment/)).toBeInTheDocument();
  });
});
