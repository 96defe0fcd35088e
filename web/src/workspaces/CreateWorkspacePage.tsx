import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../api/client';
import { useApiMutation } from '../api/queries';
import { FormError } from '../ui/FormError';
import { formError } from '../ui/errors';
import { useFeedback } from '../ui/Feedback';
import { Field } from '../ui/Field';

export function CreateWorkspacePage() {
  const navigate = useNavigate();
  const notify = useFeedback();
  const [name, setName] = useState('');
  const create = useApiMutation(
    (body: { name: string }) => api.POST('/workspaces', { body }),
    ['/workspaces'],
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name },
      {
        onSuccess: (workspace) => {
          notify(`Workspace “${workspace.name}” created`);
          navigate(`/w/${workspace.id}`);
        },
      },
    );
  };
  return (
    <section className="page narrow">
      <h1>Create workspace</h1>
      <p className="muted">
        A workspace holds projects, issues and the people who work on them. You will be its owner.
      </p>
      <form className="card" onSubmit={onSubmit} noValidate>
        <Field
          label="Name"
          field="name"
          error={create.error}
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
        />
        <FormError>{formError(create.error, ['name'])}</FormError>
        <button type="submit" className="button" disabled={create.isPending}>
          Create workspace
        </button>
      </form>
    </section>
  );
}
