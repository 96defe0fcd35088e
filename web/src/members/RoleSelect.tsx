import { MEMBER_ROLE_VALUES, type components } from 'work-tracking-client';

export type Role = components['schemas']['MemberRole'];
// The document lists the most powerful first; the menu starts from the least.
const ROLES: readonly Role[] = [...MEMBER_ROLE_VALUES].reverse();

interface RoleSelectProps {
  id: string;
  label: string;
  value: Role;
  onChange: (role: Role) => void;
  hideLabel?: boolean;
  disabled?: boolean;
}

export function RoleSelect({ id, label, value, onChange, hideLabel, disabled }: RoleSelectProps) {
  return (
    <div className="field">
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value as Role)}
      >
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {role}
          </option>
        ))}
      </select>
    </div>
  );
}
