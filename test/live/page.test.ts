import { expect } from 'chai';
import { PageMessages } from '../../src/live/page';
import type { LiveRow } from '../../src/live/queries';

const row = (seq: number, name: string): LiveRow => ({
  position: BigInt(seq),
  eventId: `event${seq}`,
  name,
  payload: { issueId: 'i1' },
  createdAt: '2026-11-27T05:00:00.000Z',
});

const events = (bytes: Buffer | undefined) =>
  (bytes?.toString() ?? '').split('\n').filter((line) => line.startsWith('event: '));

describe('a page of changes as the live streams send it', () => {
  const page = new PageMessages(
    [row(1, 'issue.created'), row(2, 'comment.created'), row(3, 'issue.updated')],
    'ws1',
  );
  const issuesOnly = (name: string) => name.startsWith('issue.');

  it('sends each filter the rows it lets through, in order, and nothing to one that lets none', () => {
    expect(events(page.bytesFor(issuesOnly, false))).to.deep.equal([
      'event: issue.created',
      'event: issue.updated',
    ]);
    expect(events(page.bytesFor(() => true, false))).to.have.length(3);
    expect(page.bytesFor(() => false, false)).to.equal(undefined);
  });

  it('frames the same rows as one HTTP/1.1 chunk', () => {
    const bare = page.bytesFor(issuesOnly, false)!;
    const chunk = page.bytesFor(issuesOnly, true)!.toString();
    expect(chunk).to.equal(`${bare.length.toString(16)}\r\n${bare.toString()}\r\n`);
  });

  it('merges consecutive pages into one whose bytes are theirs, in order, in one chunk', () => {
    const next = new PageMessages([row(4, 'issue.deleted'), row(5, 'comment.created')], 'ws1');
    // Made before the merge, kept by it.
    const earlier = page.bytesFor(issuesOnly, false)!;
    const merged = PageMessages.merge([page, next]);
    expect(merged.rows.map((r) => r.position)).to.deep.equal([1n, 2n, 3n, 4n, 5n]);
    const bare = merged.bytesFor(issuesOnly, false)!;
    expect(bare.toString()).to.equal(
      `${earlier.toString()}${next.bytesFor(issuesOnly, false)!.toString()}`,
    );
    expect(merged.bytesFor(issuesOnly, true)!.toString()).to.equal(
      `${bare.length.toString(16)}\r\n${bare.toString()}\r\n`,
    );
    expect(PageMessages.merge([page])).to.equal(page);
  });

  it('sends a stream that had the first rows only the rest, the same bytes for every such stream', () => {
    const fresh = new PageMessages(
      [row(1, 'issue.created'), row(2, 'comment.created'), row(3, 'issue.updated')],
      'ws1',
    );
    const rest = fresh.bytesAfter(issuesOnly, 1n, true)!;
    expect(events(rest)).to.deep.equal(['event: issue.updated']);
    expect(fresh.bytesAfter(issuesOnly, 1n, true)).to.equal(rest);
    expect(fresh.bytesAfter(issuesOnly, 2n, true)).to.equal(rest);
    expect(fresh.bytesAfter(issuesOnly, 3n, true)).to.equal(undefined);
    expect(events(fresh.bytesAfter(() => true, 1n, false))).to.deep.equal([
      'event: comment.created',
      'event: issue.updated',
    ]);
  });
});
