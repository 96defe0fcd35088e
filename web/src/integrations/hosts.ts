import type { IntegrationProvider } from './api';

export const PROVIDERS: { value: IntegrationProvider; label: string }[] = [
  { value: 'github', label: 'GitHub' },
  { value: 'gitea', label: 'Gitea or Forgejo' },
  { value: 'gitlab', label: 'GitLab' },
];

export const providerLabel = (provider: IntegrationProvider) =>
  PROVIDERS.find((p) => p.value === provider)?.label ?? provider;

/** Where each host keeps its webhook settings, and what to choose there. */
export const SETUP: Record<
  IntegrationProvider,
  { where: string; secretField: string; contentType: string; events: string }
> = {
  github: {
    where: 'Repository or organisation → Settings → Webhooks → Add webhook',
    secretField: 'Secret',
    contentType: 'Content type: application/json',
    events: 'Let me select individual events → Pull requests',
  },
  gitea: {
    where: 'Repository or organisation → Settings → Webhooks → Add webhook → Gitea (Forgejo)',
    secretField: 'Secret',
    contentType: 'HTTP method POST, POST content type application/json',
    events: 'Custom events → Pull request (and Pull request synchronized)',
  },
  gitlab: {
    where: 'Project or group → Settings → Webhooks → Add new webhook',
    secretField: 'Secret token',
    contentType: 'GitLab sends JSON',
    events: 'Trigger: Merge request events',
  },
};
