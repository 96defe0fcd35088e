import { useState, type FormEvent } from 'react';
import { RoleSelect, type Role } from './RoleSelect';
import { formError } from '../ui/errors';
import { useFeedback } from '../ui/Feedback';
import { Field } from '../ui/Field';
import { FormError } from '../ui/FormError';
import { useInvitationActions } from '../invitations/api';
import { InvitationLink } from './InvitationLink';

/** An admin invites someone by email; the link is shown once, to copy. */
export function InviteForm({ workspaceId }: { workspaceId: string }) {
  const notify = useFeedback();
  const { invite } = useInvitationActions(workspaceId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('member');
  const [sent, setSent] = useState<{ url: string; email: string }>();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(
      { email, role },
      {
        onSuccess: (invitation) => {
          setEmail('');
          setSent({ url: invitation.url, email: invitation.email });
          notify(`Invitation sent to ${invitation.email} as ${invitation.role}`);
        },
      },
    );
  };
  return (
    <form className="card" onSubmit={onSubmit} noValidate aria-labelledby="invite-title">
      <h2 id="invite-title">Invite member</h2>
      <p className="muted">
        They join when they accept the invitation mailed to them, signing in or signing up with that
        email. You can also pass the link on yourself.
      </p>
      <div className="row">
        <Field
          label="Email"
          field="email"
          type="email"
          error={invite.error}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
        />
        <RoleSelect id="new-member-role" label="Role" value={role} onChange={setRole} />
      </div>
      <FormError>{formError(invite.error, ['email', 'role'])}</FormError>
      {sent && <InvitationLink url={sent.url} email={sent.email} />}
      <button type="submit" className="button" disabled={invite.isPending}>
        Invite member
      </button>
    </form>
  );
}
