import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ValidationError } from 'work-tracking-client';
import { SprintForm } from './SprintForm';

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create sprint' }));

describe('SprintForm', () => {
  it('asks for a name in the page and sends nothing without one', () => {
    const onSubmit = vi.fn();
    render(
      <SprintForm submitLabel="Create sprint" pending={false} error={null} onSubmit={onSubmit} />,
    );
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(name.getAttribute('aria-describedby')!);
    expect(described?.textContent).toBe('Enter a name for the sprint.');
  });

  it('sends the fields trimmed, with empty ones as null', () => {
    const onSubmit = vi.fn();
    render(
      <SprintForm submitLabel="Create sprint" pending={false} error={null} onSubmit={onSubmit} />,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), {
      target: { value: '  Sprint 7 ' },
    });
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-12-04' } });
    submit();
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Sprint 7',
      goal: null,
      startsOn: null,
      endsOn: '2026-12-04',
    });
  });

  it('shows the API’s message by the date it concerns', () => {
    const error = new ValidationError({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Validation failed',
      details: { endsOn: ['must not be before the start date'] },
      headers: new Headers(),
    });
    render(
      <SprintForm submitLabel="Create sprint" pending={false} error={error} onSubmit={vi.fn()} />,
    );
    const end = screen.getByLabelText('End date');
    expect(end.getAttribute('aria-invalid')).toBe('true');
    // The API's message, as it sends it, reads as a sentence naming no field by its code.
    expect(document.getElementById(end.getAttribute('aria-describedby')!)?.textContent).toBe(
      'End date must not be before the start date',
    );
    expect(screen.getByLabelText('Start date').getAttribute('aria-invalid')).toBeNull();
  });
});
