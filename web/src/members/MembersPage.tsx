import { useState, type FormEvent } from 'react';
import { api } from '../api/client';
import { useApiMutation } from '../api/queries';
import { FormError } from '../ui/FormError';
import { useSession } from '../auth/api';
import { ConfirmButton } from '../ui/ConfirmButton';
import { formError } from '../ui/errors';
import { useFeedback } from '../ui/Feedback';
import { Field } from '../ui/Field';
import { when } from '../ui/format';
import { QueryState } from '../ui/QueryState';
import { inWorkspace, isAdmin, useWorkspace } from '../workspaces/api';
import { MEMBERS, useMembers, type Member } from './api';
import { RoleSelect, type Role } from './RoleSelect';

export function MembersPage() {
  const { workspaceId, workspace } = useWorkspace();
  const { data: me } = useSession();
  const notify = useFeedback();
  const admin = isAdmin(workspace);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('member');
  const members = useMembers(workspaceId);
  const [inviteUrl, setInviteUrl] = useState<string>();
  const add = useApiMutation(
    (body: { email: string; role: Role }) =>
      api.POST('/workspaces/{workspaceId}/invitations', {
        params: inWorkspace(workspaceId),
        body,
      }),
    ['/workspaces/{workspaceId}/invitations'],
  );
  const at = (userId: string) => ({ params: { path: { workspaceId, userId } } });
  const change = useApiMutation(
    ({ userId, role }: { userId: string; role: Role }) =>
      api.PATCH('/workspaces/{workspaceId}/members/{userId}', { ...at(userId), body: { role } }),
    [MEMBERS, '/workspaces'],
  );
  const remove = useApiMutation(
    (userId: string) => api.DELETE('/workspaces/{workspaceId}/members/{userId}', at(userId)),
    [MEMBERS],
  );

  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { email, role },
      {
        onSuccess: (invitation) => {
          setEmail('');
          setInviteUrl(invitation.url);
          notify(`Invitation sent to ${invitation.email} as ${invitation.role}`);
        },
      },
    );
  };
  const failed = (what: string) => (error: unknown) =>
    notify(`${what}: ${formError(error)}`, 'error');

  return (
    <section className="page">
      <h1>Members</h1>
      {admin && (
        <form className="card" onSubmit={onAdd} noValidate>
          <h2>Invite member</h2>
          <p className="muted">
            They join when they accept the invitation mailed to them, signing in or signing up with
            that email. You can also pass the link on yourself.
          </p>
          <div className="row">
            <Field
              label="Email"
              field="email"
              type="email"
              error={add.error}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              required
            />
            <RoleSelect id="new-member-role" label="Role" value={role} onChange={setRole} />
          </div>
          <FormError>{formError(add.error, ['email', 'role'])}</FormError>
          {inviteUrl && (
            <p>
              <label htmlFor="invite-url">Invitation link (shown once)</label>{' '}
              <input id="invite-url" readOnly value={inviteUrl} size={60} />
            </p>
          )}
          <button type="submit" className="button" disabled={add.isPending}>
            Invite member
          </button>
        </form>
      )}
      <QueryState isPending={members.isPending} error={members.error} />
      {members.data && (
        <table>
          <caption className="visually-hidden">Members</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Role</th>
              <th scope="col">Joined</th>
              {admin && (
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {members.data.items.map((member: Member) => (
              <tr key={member.userId}>
                <th scope="row">
                  {member.name}
                  {member.userId === me?.id && <span className="badge muted">you</span>}
                </th>
                <td>{member.email}</td>
                <td>
                  {admin ? (
                    <RoleSelect
                      id={`role-${member.userId}`}
                      label={`Role of ${member.name}`}
                      hideLabel
                      value={member.role}
                      disabled={change.isPending}
                      onChange={(role) =>
                        change.mutate(
                          { userId: member.userId, role },
                          {
                            onSuccess: () => notify(`${member.name} is now ${role}`),
                            onError: failed('Role not changed'),
                          },
                        )
                      }
                    />
                  ) : (
                    member.role
                  )}
                </td>
                <td>{when(member.joinedAt)}</td>
                {admin && (
                  <td className="row-actions">
                    <ConfirmButton
                      label="Remove"
                      title={`Remove ${member.name}?`}
                      danger
                      onConfirm={() =>
                        remove.mutate(member.userId, {
                          onSuccess: () => notify(`${member.name} removed`),
                          onError: failed('Not removed'),
                        })
                      }
                    >
                      {member.name} loses access at once, and so do their API tokens for this
                      workspace. Their issues here become unassigned.
                    </ConfirmButton>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
