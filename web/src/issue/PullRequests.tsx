import { useState, type FormEvent } from 'react';
import { formError } from '../ui/errors';
import { useFeedback } from '../ui/Feedback';
import { Field } from '../ui/Field';
import { FormError } from '../ui/FormError';
import { QueryState } from '../ui/QueryState';
import {
  usePullRequestActions,
  usePullRequests,
  type IssueAt,
  type PullRequestLink,
  type PullRequestStatus,
} from './api';
import { SelectField } from './fields';
import { PULL_REQUEST_STATUSES, pullRequestStatusLabel } from './labels';

/** The host a pull request lives on (`github.com`, `code.example.com`). */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

const STATUS_TONE: Record<PullRequestStatus, string> = {
  open: 'ok',
  draft: 'muted',
  reopened: 'ok',
  merged: 'ok',
  closed: 'bad',
};

/** `acme/api#42`, or `group/project!7` for a GitLab merge request, as both sites write them. */
export function pullRequestName(link: Pick<PullRequestLink, 'provider' | 'repository' | 'number'>) {
  return `${link.repository}${link.provider === 'gitlab' ? '!' : '#'}${link.number}`;
}

/** Pull requests linked to the issue: link one by URL, record its status, remove it. */
export function PullRequests({ at }: { at: IssueAt }) {
  const notify = useFeedback();
  const links = usePullRequests(at);
  const actions = usePullRequestActions(at);
  const [url, setUrl] = useState('');
  const items = links.data?.items ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actions.link.mutate(url.trim(), {
      onSuccess: (link) => {
        setUrl('');
        notify(`Pull request ${pullRequestName(link)} linked`);
      },
    });
  };

  return (
    <section className="card" aria-labelledby="pull-requests">
      <h2 id="pull-requests">Pull requests</h2>
      <QueryState isPending={links.isPending} error={links.error} />
      {links.data && items.length === 0 && (
        <p className="empty muted">
          No pull requests linked. Paste a pull request or merge request URL below (GitHub, GitLab,
          or a code host connected in the settings), or name this issue’s key in one.
        </p>
      )}
      {items.length > 0 && (
        <ul className="pull-requests">
          {items.map((link) => (
            <PullRequestItem key={link.id} at={at} link={link} />
          ))}
        </ul>
      )}
      <form className="inline-form" onSubmit={submit} noValidate>
        <Field
          label="Pull request URL"
          field="url"
          type="url"
          error={actions.link.error}
          placeholder="https://github.com/owner/repo/pull/1"
          value={url}
          required
          onChange={(event) => setUrl(event.target.value)}
        />
        <button type="submit" className="button" disabled={actions.link.isPending}>
          Link pull request
        </button>
      </form>
      <FormError>{formError(actions.link.error, ['url'])}</FormError>
    </section>
  );
}

function PullRequestItem({ at, link }: { at: IssueAt; link: PullRequestLink }) {
  const notify = useFeedback();
  const { update, unlink } = usePullRequestActions(at);
  const name = pullRequestName(link);
  return (
    <li className="pull-request">
      <a href={link.url} rel="noreferrer noopener" target="_blank">
        {name}
      </a>
      <span className="muted">on {hostOf(link.url)}</span>
      <span className={`badge ${STATUS_TONE[link.status]}`}>
        {pullRequestStatusLabel(link.status)}
      </span>
      {link.integrationId && <span className="muted">kept current by its code host</span>}
      <SelectField
        label={`Status of ${name}`}
        field="status"
        error={update.error}
        options={PULL_REQUEST_STATUSES}
        value={link.status}
        disabled={update.isPending}
        onChange={(event) => {
          const status = event.target.value as PullRequestStatus;
          update.mutate(
            { linkId: link.id, status },
            { onSuccess: () => notify(`${name} marked ${pullRequestStatusLabel(status)}`) },
          );
        }}
      />
      <button
        type="button"
        className="button secondary small"
        aria-label={`Remove ${name}`}
        disabled={unlink.isPending}
        onClick={() =>
          // The link leaves the list before mutate's own callbacks would run.
          unlink.mutateAsync(link.id).then(
            () => notify(`${name} unlinked`),
            () => {}, // shown under the link by FormError
          )
        }
      >
        Remove
      </button>
      <FormError>{formError(unlink.error)}</FormError>
    </li>
  );
}
