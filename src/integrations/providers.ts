/**
 * Code hosts' pull-request payloads read into one shape: GitHub's and Gitea's/Forgejo's
 * `pull_request` events, GitLab's `Merge Request Hook`. Only the fields used are read, and
 * each is checked: a payload missing one is refused with a reason, never half-read.
 */
import type { IntegrationProvider, PrStatus } from '../db/schema';

/** What happened to the pull request, in the words the per-project rules use and more. */
export type PullRequestAction =
  | 'opened'
  | 'edited'
  | 'synchronize'
  | 'closed'
  | 'reopened'
  | 'converted_to_draft'
  | 'ready_for_review'
  | 'other';

export interface PullRequestEvent {
  action: PullRequestAction;
  /** `owner/repo`, or GitLab's full project path. */
  repository: string;
  /** The repository's web address, which must be on the connection's host. */
  repositoryUrl: string;
  number: number;
  title: string;
  body: string;
  /** The source branch, which may name issues too. */
  branch: string;
  targetBranch: string;
  defaultBranch: string;
  merged: boolean;
  /** The state the pull request is in after this event. */
  state: Exclude<PrStatus, 'reopened'>;
}

/** A delivery read: the event, or why it is refused. */
export type ReadDelivery =
  { kind: 'pull_request'; event: PullRequestEvent } | { kind: 'rejected'; reason: string };

/** Events of each provider that carry pull requests. */
const PULL_REQUEST_EVENTS: Record<IntegrationProvider, readonly string[]> = {
  github: ['pull_request'],
  gitea: ['pull_request', 'pull_request_sync'],
  gitlab: ['Merge Request Hook'],
};

export function isPullRequestEvent(provider: IntegrationProvider, event: string): boolean {
  return PULL_REQUEST_EVENTS[provider].includes(event);
}

/** `ping` (GitHub's check when a webhook is created) and GitLab's are answered, not processed. */
export function isPing(event: string): boolean {
  return event === 'ping';
}

class Missing extends Error {}

type Json = Record<string, unknown>;

function object(value: unknown, path: string): Json {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new Missing(`${path} is missing or not an object`);
  }
  return value as Json;
}

function text(value: unknown, path: string): string {
  if (typeof value !== 'string' || value === '') throw new Missing(`${path} is missing`);
  return value;
}

const optionalText = (value: unknown): string => (typeof value === 'string' ? value : '');

function positive(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 2 ** 31 - 1) {
    throw new Missing(`${path} is missing or not a pull request number`);
  }
  return value;
}

/** GitHub's and Gitea's shape (Gitea follows GitHub's, with `synchronized`). */
function readHubPayload(payload: Json): PullRequestEvent {
  const pr = object(payload.pull_request, 'pull_request');
  const repository = object(payload.repository, 'repository');
  const base = object(pr.base, 'pull_request.base');
  const head = object(pr.head, 'pull_request.head');
  const merged = pr.merged === true;
  const closed = text(pr.state, 'pull_request.state') === 'closed';
  const actions: Record<string, PullRequestAction> = {
    opened: 'opened',
    edited: 'edited',
    synchronize: 'synchronize',
    synchronized: 'synchronize',
    closed: 'closed',
    reopened: 'reopened',
    converted_to_draft: 'converted_to_draft',
    ready_for_review: 'ready_for_review',
  };
  return {
    action: actions[text(payload.action, 'action')] ?? 'other',
    repository: text(repository.full_name, 'repository.full_name'),
    repositoryUrl: text(repository.html_url, 'repository.html_url'),
    number: positive(pr.number, 'pull_request.number'),
    title: optionalText(pr.title),
    body: optionalText(pr.body),
    branch: optionalText(head.ref),
    targetBranch: text(base.ref, 'pull_request.base.ref'),
    defaultBranch: text(repository.default_branch, 'repository.default_branch'),
    merged,
    state: merged ? 'merged' : closed ? 'closed' : pr.draft === true ? 'draft' : 'open',
  };
}

/** Whether a GitLab `changes` entry turned a flag on (true), off (false), or left it. */
function flagChange(changes: Json, ...names: string[]): boolean | undefined {
  for (const name of names) {
    const change = changes[name] as { previous?: unknown; current?: unknown } | undefined;
    if (change && typeof change === 'object' && change.previous !== change.current) {
      return change.current === true;
    }
  }
  return undefined;
}

function readGitlabPayload(payload: Json): PullRequestEvent {
  if (payload.object_kind !== 'merge_request')
    throw new Missing('object_kind is not merge_request');
  const mr = object(payload.object_attributes, 'object_attributes');
  const project = object(payload.project, 'project');
  const changes = (payload.changes ?? {}) as Json;
  const state = text(mr.state, 'object_attributes.state');
  const draft = mr.draft === true || mr.work_in_progress === true;
  const action = optionalText(mr.action);
  const drafted =
    action === 'update' ? flagChange(changes, 'draft', 'work_in_progress') : undefined;
  const actions: Record<string, PullRequestAction> = {
    open: 'opened',
    reopen: 'reopened',
    close: 'closed',
    merge: 'closed',
    update:
      drafted === true ? 'converted_to_draft' : drafted === false ? 'ready_for_review' : 'edited',
  };
  const merged = state === 'merged';
  // `locked` is the short state of a merge request while GitLab merges it: still open.
  const open = state === 'opened' || state === 'locked';
  return {
    action: actions[action] ?? 'other',
    repository: text(project.path_with_namespace, 'project.path_with_namespace'),
    repositoryUrl: text(project.web_url, 'project.web_url'),
    number: positive(mr.iid, 'object_attributes.iid'),
    title: optionalText(mr.title),
    body: optionalText(mr.description),
    branch: optionalText(mr.source_branch),
    targetBranch: text(mr.target_branch, 'object_attributes.target_branch'),
    defaultBranch: text(project.default_branch, 'project.default_branch'),
    merged,
    state: merged ? 'merged' : open ? (draft ? 'draft' : 'open') : 'closed',
  };
}

/** Reads a pull-request delivery of `provider`; refuses one missing the fields used. */
export function readPullRequest(provider: IntegrationProvider, payload: unknown): ReadDelivery {
  try {
    const body = object(payload, 'the body');
    // Every action is read, labels and reviews too: each says the pull request's state.
    const event = provider === 'gitlab' ? readGitlabPayload(body) : readHubPayload(body);
    return { kind: 'pull_request', event };
  } catch (error) {
    if (error instanceof Missing) return { kind: 'rejected', reason: `Payload: ${error.message}` };
    throw error;
  }
}
