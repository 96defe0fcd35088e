import { AGENT_TIER_VALUES, type components } from 'work-tracking-client';

export type Tier = components['schemas']['AgentTier'];
const TIERS: readonly Tier[] = AGENT_TIER_VALUES;

interface TierSelectProps {
  id: string;
  label: string;
  value: Tier;
  onChange: (tier: Tier) => void;
  hideLabel?: boolean;
}

export function TierSelect({ id, label, value, onChange, hideLabel }: TierSelectProps) {
  return (
    <div className="field">
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as Tier)}>
        {TIERS.map((tier) => (
          <option key={tier} value={tier}>
            {tier}
          </option>
        ))}
      </select>
    </div>
  );
}
