import type { components } from 'work-tracking-client';
import { dueLabel, isOverdue } from './planning';

type Issue = components['schemas']['Issue'];

/** A due date, said to be overdue when it is (in words, not colour alone). */
export function DueDate({ issue }: { issue: Pick<Issue, 'dueOn' | 'status'> }) {
  if (!issue.dueOn) return null;
  const overdue = isOverdue(issue);
  return (
    <span className={overdue ? 'due overdue' : 'due'}>
      <time dateTime={issue.dueOn}>{dueLabel(issue.dueOn)}</time>
      {overdue && ' · Overdue'}
    </span>
  );
}
