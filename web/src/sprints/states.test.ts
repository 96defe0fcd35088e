import { describe, expect, it } from 'vitest';
import type { Sprint } from './api';
import { nextStep } from './states';

const sprint = (fields: Partial<Sprint>): Sprint => ({
  id: 's1',
  projectId: 'p1',
  name: 'Sprint 1',
  goal: null,
  startsOn: null,
  endsOn: null,
  state: 'planned',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  version: 1,
  ...fields,
});

describe('nextStep', () => {
  it('starts a planned sprint, dating it today when it has no start', () => {
    expect(nextStep(sprint({}), '2026-11-25')).toMatchObject({
      label: 'Start sprint',
      patch: { state: 'active', startsOn: '2026-11-25' },
    });
    expect(nextStep(sprint({ startsOn: '2026-11-20' }), '2026-11-25')?.patch).toEqual({
      state: 'active',
    });
  });

  it('completes an active sprint, ending it today when it has no end', () => {
    expect(
      nextStep(sprint({ state: 'active', startsOn: '2026-11-20' }), '2026-11-25'),
    ).toMatchObject({
      label: 'Complete sprint',
      patch: { state: 'completed', endsOn: '2026-11-25' },
    });
    expect(
      nextStep(sprint({ state: 'active', endsOn: '2026-12-01' }), '2026-11-25')?.patch,
    ).toEqual({ state: 'completed' });
  });

  it('leaves the end date alone when today would be before the start', () => {
    expect(
      nextStep(sprint({ state: 'active', startsOn: '2026-12-01' }), '2026-11-25')?.patch,
    ).toEqual({ state: 'completed' });
  });

  it('offers nothing once a sprint is completed', () => {
    expect(nextStep(sprint({ state: 'completed' }), '2026-11-25')).toBeUndefined();
  });
});
