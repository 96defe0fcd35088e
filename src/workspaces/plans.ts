import type { components } from '../generated/openapi-types';
import type { Plan } from '../db/schema';
import { PLAN_VALUES } from '../generated/openapi';
import { forbidden } from '../http/errors';

/** The plans, as the document lists them. */
export const PLANS: readonly Plan[] = PLAN_VALUES;
export type { Plan };
type Workspace = components['schemas']['Workspace'];

/** A feature flag a plan enables (the document's `Workspace.features`). */
export type Feature = Workspace['features'][number];

const FEATURES: Record<Plan, Feature[]> = {
  FREE: [],
  PRO: ['api-access'],
  TEAM: ['api-access'],
  ENTERPRISE: ['api-access'],
};

/** Feature flags a plan enables; derived, never stored. */
export function planFeatures(plan: Plan): Feature[] {
  return FEATURES[plan];
}

export function hasFeature(plan: Plan, feature: Feature): boolean {
  return FEATURES[plan].includes(feature);
}

export function isPlan(value: string): value is Plan {
  return (PLANS as readonly string[]).includes(value);
}

/** 403 unless the plan has the feature; the message tells how an operator changes plans. */
export function requireFeature(
  plan: Plan,
  feature: Feature,
  workspaceId: string,
  action: string,
): void {
  if (hasFeature(plan, feature)) return;
  throw forbidden(
    `The ${plan} plan lacks the ${feature} feature needed to ${action}. ` +
      `An operator changes the plan with: npm run set-plan -- ${workspaceId} PRO`,
  );
}
