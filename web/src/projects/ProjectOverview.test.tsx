import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProjectOverview } from './ProjectOverview';

const overview = {
  total: 15,
  open: 12,
  closed: 3,
  byStatus: { backlog: 3, todo: 3, in_progress: 3, in_review: 3, done: 3, cancelled: 0 },
  byPriority: { urgent: 3, high: 3, medium: 3, low: 3, none: 3 },
  byAssignee: [
    { assigneeId: 'ada', total: 4, open: 3 },
    { assigneeId: 'grace', total: 4, open: 3 },
    { assigneeId: 'gone1', total: 4, open: 3 },
    { assigneeId: 'gone2', total: 1, open: 1 },
    { assigneeId: null, total: 2, open: 2 },
  ],
};

/** The "Open by assignee" breakdown as [name, count] pairs, in order. */
function assigneeRows(): [string, string][] {
  const section = screen.getByRole('region', { name: 'Open by assignee' });
  return within(section)
    .getAllByRole('term')
    .map((term) => [term.textContent!, term.nextElementSibling!.textContent!]);
}

describe('ProjectOverview', () => {
  it('names each assignee once the members load, leaving no row behind', () => {
    const { rerender } = render(<ProjectOverview overview={overview} memberNames={undefined} />);
    expect(assigneeRows()).toEqual([
      ['…', '3'],
      ['…', '3'],
      ['…', '3'],
      ['…', '1'],
      ['Unassigned', '2'],
    ]);

    const names = new Map([
      ['ada', 'Ada Lovelace'],
      ['grace', 'Grace Hopper'],
    ]);
    rerender(<ProjectOverview overview={overview} memberNames={names} />);

    expect(assigneeRows()).toEqual([
      ['Ada Lovelace', '3'],
      ['Grace Hopper', '3'],
      ['Former member', '3'],
      ['Former member', '1'],
      ['Unassigned', '2'],
    ]);
  });

  it('keeps one row per assignee when names change under rows that shared one', () => {
    const { rerender } = render(<ProjectOverview overview={overview} memberNames={new Map()} />);
    expect(assigneeRows().map(([name]) => name)).toEqual([
      'Former member',
      'Former member',
      'Former member',
      'Former member',
      'Unassigned',
    ]);

    rerender(
      <ProjectOverview
        overview={overview}
        memberNames={
          new Map([
            ['ada', 'Ada Lovelace'],
            ['gone1', 'Someone Back'],
          ])
        }
      />,
    );

    expect(assigneeRows()).toEqual([
      ['Ada Lovelace', '3'],
      ['Former member', '3'],
      ['Someone Back', '3'],
      ['Former member', '1'],
      ['Unassigned', '2'],
    ]);
  });
});
