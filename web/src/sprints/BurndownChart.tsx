import { useId } from 'react';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { burndownSeries, burndownSummary, utcToday, type BurndownPoint } from './burndown';

interface BurndownChartProps {
  /** What the chart is of, e.g. "Burndown of Sprint 4": its accessible name. */
  title: string;
  points: BurndownPoint[];
  /** How many issues the work holds, open or closed, where known (a sprint's issues). */
  scope?: number;
}

const ACTUAL = '#2b59c3';
const SCOPE = '#9a4a00';
const IDEAL = '#5b6575';

/**
 * Issues left open per day against the ideal pace, drawn as an SVG whose name is the title;
 * the same figures are in a sentence and in a table for screen readers.
 */
export function BurndownChart({ title, points, scope }: BurndownChartProps) {
  const id = useId();
  const days = burndownSeries(points, utcToday(), scope);
  const summary = burndownSummary(days);
  return (
    <figure className="burndown" aria-labelledby={`${id}-title`}>
      <figcaption>
        <h3 id={`${id}-title`}>{title}</h3>
        <p className="muted" id={`${id}-summary`}>
          {summary}
        </p>
      </figcaption>
      <div className="burndown-plot">
        <ResponsiveContainer width="100%" height={280}>
          <LineChart
            data={days}
            margin={{ top: 8, right: 16, bottom: 24, left: 8 }}
            accessibilityLayer={false}
            role="img"
            title={title}
            desc={summary}
          >
            <CartesianGrid stroke="#e6eaf0" vertical={false} />
            <XAxis
              dataKey="date"
              tickFormatter={shortDate}
              minTickGap={16}
              label={{ value: 'Day', position: 'insideBottom', offset: -16, fill: IDEAL }}
              stroke={IDEAL}
            />
            <YAxis
              allowDecimals={false}
              width={48}
              label={{ value: 'Open issues', angle: -90, position: 'insideLeft', fill: IDEAL }}
              stroke={IDEAL}
            />
            <Tooltip labelFormatter={(date) => String(date)} />
            <Legend verticalAlign="top" height={28} />
            <Line
              name="Ideal"
              dataKey="ideal"
              stroke={IDEAL}
              strokeDasharray="6 4"
              strokeWidth={1.5}
              dot={false}
              isAnimationActive={false}
              className="burndown-ideal"
            />
            <Line
              name="Scope"
              dataKey="scope"
              type="stepAfter"
              stroke={SCOPE}
              strokeWidth={1.5}
              dot={false}
              connectNulls={false}
              isAnimationActive={false}
              className="burndown-scope"
            />
            <Line
              name="Open issues"
              dataKey="remaining"
              stroke={ACTUAL}
              strokeWidth={2.5}
              dot={days.length <= 16}
              connectNulls={false}
              isAnimationActive={false}
              className="burndown-actual"
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      {/* Hidden in a box: a table's own box does not clip what overflows it. */}
      <div className="visually-hidden">
        <table>
          <caption>{title}, day by day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Open issues</th>
              <th scope="col">Scope</th>
              <th scope="col">Ideal</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{day.date}</th>
                <td>{day.remaining ?? 'not yet'}</td>
                <td>{day.scope ?? 'not yet'}</td>
                <td>{day.ideal}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

const monthDay = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

function shortDate(date: string): string {
  return monthDay.format(new Date(`${date}T00:00:00Z`));
}
