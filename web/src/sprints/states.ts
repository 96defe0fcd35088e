import type { Sprint, SprintPatch, SprintState } from './api';

/** How the sections of the sprint list are named, in the order they are shown. */
export const STATE_SECTIONS: { state: SprintState; heading: string; empty: string }[] = [
  { state: 'active', heading: 'Active', empty: 'No sprint is running. Start a planned one.' },
  {
    state: 'planned',
    heading: 'Planned',
    empty: 'Nothing planned. Create a sprint above, then add issues to it.',
  },
  { state: 'completed', heading: 'Completed', empty: 'No sprint completed yet.' },
];

export const STATE_NAMES: Record<SprintState, string> = {
  planned: 'Planned',
  active: 'Active',
  completed: 'Completed',
};

/** The one step a sprint can take next: planned → active → completed. */
export interface Step {
  label: 'Start sprint' | 'Complete sprint';
  done: string;
  patch: SprintPatch;
}

/**
 * The next step of a sprint, if any. Starting one without a start date dates it today, and
 * completing one without an end date ends it today, so its burndown covers what happened.
 */
export function nextStep(sprint: Sprint, today: string): Step | undefined {
  if (sprint.state === 'planned') {
    return {
      label: 'Start sprint',
      done: 'started',
      patch: { state: 'active', ...(sprint.startsOn ? {} : { startsOn: today }) },
    };
  }
  if (sprint.state === 'active') {
    const canEndToday = !sprint.endsOn && (!sprint.startsOn || sprint.startsOn <= today);
    return {
      label: 'Complete sprint',
      done: 'completed',
      patch: { state: 'completed', ...(canEndToday ? { endsOn: today } : {}) },
    };
  }
  return undefined;
}

const dayMonth = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/** "25 Nov 2026 – 8 Dec 2026", or what is known of it. */
export function dateRange(sprint: Pick<Sprint, 'startsOn' | 'endsOn'>): string {
  const show = (date: string) => dayMonth.format(new Date(`${date}T00:00:00Z`));
  if (sprint.startsOn && sprint.endsOn) return `${show(sprint.startsOn)} – ${show(sprint.endsOn)}`;
  if (sprint.startsOn) return `From ${show(sprint.startsOn)}`;
  if (sprint.endsOn) return `Until ${show(sprint.endsOn)}`;
  return 'No dates';
}

/** Today on the user's calendar, as a date field holds it. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
