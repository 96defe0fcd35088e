import type { components } from 'work-tracking-client';
import './labels.css';

type IssueLabel = components['schemas']['IssueLabel'];

/** Relative luminance of `#rrggbb` (WCAG 2). */
function luminance(color: string): number {
  const channel = (offset: number) => {
    const value = parseInt(color.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** Black or white, whichever reads better on the colour (the higher contrast ratio). */
export function textColorOn(color: string): '#000000' | '#ffffff' {
  const l = luminance(color);
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000000' : '#ffffff';
}

/** A label as people see it: its name on its colour, the text black or white for contrast. */
export function LabelChip({ label }: { label: Pick<IssueLabel, 'name' | 'color'> }) {
  return (
    <span
      className="label-chip"
      style={{ background: label.color, color: textColorOn(label.color) }}
    >
      {label.name}
    </span>
  );
}

/** An issue's labels, in a row. */
export function LabelChips({ labels }: { labels: readonly IssueLabel[] }) {
  if (labels.length === 0) return null;
  return (
    <ul className="label-chips" aria-label="Labels">
      {labels.map((label) => (
        <li key={label.id}>
          <LabelChip label={label} />
        </li>
      ))}
    </ul>
  );
}
