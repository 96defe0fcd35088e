import { fireEvent, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Issue } from './api';
import { IssueTable } from './IssueTable';
import { testIssue } from '../api/fixtures';

const issue = (number: number) => testIssue(number);

function table(issues: Issue[]) {
  return (
    <MemoryRouter>
      <IssueTable
        workspaceId="w1"
        issues={issues}
        memberNames={new Map()}
        sprintNames={new Map()}
      />
    </MemoryRouter>
  );
}

const press = (key: string) => fireEvent.keyDown(document.activeElement ?? document.body, { key });
const currentRow = () => document.querySelector('tr.current th a')?.textContent;
const focused = () => document.activeElement?.textContent;

describe('IssueTable', () => {
  it('keeps j/k on the issue reached when rows are inserted above it', () => {
    const [a, b, c] = [issue(3), issue(2), issue(1)];
    const { rerender } = render(table([a!, b!, c!]));
    press('j');
    press('j');
    expect(currentRow()).toBe('Issue 2');
    expect(focused()).toBe('Issue 2');

    // A live update brings a new issue in at the top.
    rerender(table([issue(4), a!, b!, c!]));
    expect(currentRow()).toBe('Issue 2');

    press('j');
    expect(currentRow()).toBe('Issue 1');
    expect(focused()).toBe('Issue 1');
  });
});
