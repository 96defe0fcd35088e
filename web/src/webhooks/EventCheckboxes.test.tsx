import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ValidationError } from 'work-tracking-client';
import { EventCheckboxes } from './EventCheckboxes';

function Harness({ error }: { error?: unknown }) {
  const [selected, setSelected] = useState<string[]>(['issue.created']);
  return (
    <>
      <EventCheckboxes selected={selected} onChange={setSelected} error={error} />
      <output>{selected.join(',')}</output>
    </>
  );
}

describe('EventCheckboxes', () => {
  it('offers one checkbox per event, grouped, and a group box that selects the whole group', () => {
    render(<Harness />);
    expect(screen.getAllByRole('group')).toHaveLength(7); // Events + six groups
    fireEvent.click(screen.getByRole('checkbox', { name: 'All comments events' }));
    expect(screen.getByRole('status').textContent).toBe(
      'issue.created,comment.created,comment.updated,comment.deleted',
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'All comments events' }));
    expect(screen.getByRole('status').textContent).toBe('issue.created');
    fireEvent.click(screen.getByRole('checkbox', { name: 'issue.created' }));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shows the API’s message about events under the boxes', () => {
    const error = new ValidationError({
      status: 400,
      message: 'Validation failed',
      code: 'VALIDATION_ERROR',
      details: { events: ['must NOT have fewer than 1 items'] },
      headers: new Headers(),
    });
    render(<Harness error={error} />);
    expect(screen.getByText('Choose at least one of the events')).toBeTruthy();
  });
});
