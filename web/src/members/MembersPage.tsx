import { api } from '../api/client';
import { useApiMutation } from '../api/queries';
import { useSession } from '../auth/api';
import { ConfirmButton } from '../ui/ConfirmButton';
import { formError } from '../ui/errors';
import { useFeedback } from '../ui/Feedback';
import { when } from '../ui/format';
import { QueryState } from '../ui/QueryState';
import { isAdmin, useWorkspace } from '../workspaces/api';
import { MEMBERS, useMembers, type Member } from './api';
import { InviteForm } from './InviteForm';
import { PendingInvitations } from './PendingInvitations';
import { RoleSelect, type Role } from './RoleSelect';

export function MembersPage() {
  const { workspaceId, workspace } = useWorkspace();
  const { data: me } = useSession();
  const notify = useFeedback();
  const admin = isAdmin(workspace);
  const members = useMembers(workspaceId);
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

  const failed = (what: string) => (error: unknown) =>
    notify(`${what}: ${formError(error)}`, 'error');

  return (
    <section className="page">
      <h1>Members</h1>
      {admin && <InviteForm workspaceId={workspaceId} />}
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
      {admin && <PendingInvitations workspaceId={workspaceId} />}
    </section>
  );
}
