import { useState, type FormEvent } from 'react';
import { FormError } from '../ui/FormError';
import { formError } from '../ui/errors';
import { useFeedback } from '../ui/Feedback';
import { Field } from '../ui/Field';
import { when } from '../ui/format';
import { OneTimeSecret } from '../ui/OneTimeSecret';
import { QueryState } from '../ui/QueryState';
import { isAdmin, useWorkspace } from '../workspaces/api';
import { useAgentActions, useAgents, type Agent } from './api';
import { TierSelect, type Tier } from './TierSelect';

export function AgentsPage() {
  const { workspaceId, workspace } = useWorkspace();
  const notify = useFeedback();
  const admin = isAdmin(workspace);
  const [name, setName] = useState('');
  const [tier, setTier] = useState<Tier>('READ');
  const [issued, setIssued] = useState<{ agent: string; token: string }>();
  const agents = useAgents(workspaceId);
  const { rotate, create } = useAgentActions(workspaceId);

  const onCreate = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name, tier },
      {
        onSuccess: ({ agent, token }) => {
          setIssued({ agent: agent.name, token: token.token });
          setName('');
          notify(`Agent “${agent.name}” created with a ${token.tier} token`);
        },
      },
    );
  };
  const onRotate = (agent: Agent, tier: Tier) =>
    rotate.mutate(
      { agentId: agent.id, tier },
      {
        onSuccess: (token) => {
          setIssued({ agent: agent.name, token: token.token });
          notify(
            `New ${token.tier} token issued for “${agent.name}”; the previous one stopped working`,
          );
        },
        onError: (error) => notify(`Could not rotate: ${formError(error)}`, 'error'),
      },
    );

  return (
    <section className="page">
      <h1>Agents</h1>
      <p className="muted">
        AI agents call the API with their own token. Its tier decides what they may do: READ reads;
        SESSION also runs agent sessions and comments; WORKSPACE can do everything a token with all
        scopes can.
      </p>
      {issued && (
        <OneTimeSecret
          label={`Agent token for ${issued.agent}`}
          value={issued.token}
          onDone={() => setIssued(undefined)}
        />
      )}
      {admin && (
        <form className="card" onSubmit={onCreate} noValidate>
          <h2>Create agent</h2>
          <div className="row">
            <Field
              label="Name"
              field="name"
              error={create.error}
              value={name}
              onChange={(e) => setName(e.target.value)}
              required
            />
            <TierSelect id="new-agent-tier" label="Tier" value={tier} onChange={setTier} />
          </div>
          <FormError>{formError(create.error, ['name', 'tier'])}</FormError>
          <button type="submit" className="button" disabled={create.isPending}>
            Create agent
          </button>
        </form>
      )}
      <h2>Agents</h2>
      <QueryState isPending={agents.isPending} error={agents.error} />
      {agents.data?.items.length === 0 && <p className="muted">No agents yet.</p>}
      {agents.data && agents.data.items.length > 0 && (
        <table>
          <caption className="visually-hidden">Agents</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Tier</th>
              <th scope="col">Token</th>
              <th scope="col">Token issued</th>
              {admin && <th scope="col">Rotate token</th>}
            </tr>
          </thead>
          <tbody>
            {agents.data.items.map((agent) => (
              <AgentRow
                key={agent.id}
                agent={agent}
                admin={admin}
                pending={rotate.isPending}
                onRotate={onRotate}
              />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

interface AgentRowProps {
  agent: Agent;
  admin: boolean;
  pending: boolean;
  onRotate: (agent: Agent, tier: Tier) => void;
}

function AgentRow({ agent, admin, pending, onRotate }: AgentRowProps) {
  const [tier, setTier] = useState<Tier>(agent.tokenTier ?? 'READ');
  return (
    <tr>
      <th scope="row">{agent.name}</th>
      <td>{agent.tokenTier ?? 'No token'}</td>
      <td>{agent.tokenHint ? <code>…{agent.tokenHint}</code> : '—'}</td>
      <td>{when(agent.tokenRotatedAt)}</td>
      {admin && (
        <td className="row-actions">
          <TierSelect
            id={`tier-${agent.id}`}
            label={`Tier for ${agent.name}`}
            hideLabel
            value={tier}
            onChange={setTier}
          />
          <button
            type="button"
            className="button secondary small"
            disabled={pending}
            onClick={() => onRotate(agent, tier)}
          >
            Rotate token
          </button>
        </td>
      )}
    </tr>
  );
}
