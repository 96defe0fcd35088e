import type { components } from 'work-tracking-client';

export function PlanBadge({ plan }: { plan: components['schemas']['Plan'] }) {
  return <span className={`badge plan-${plan.toLowerCase()}`}>{plan}</span>;
}
