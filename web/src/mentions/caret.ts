/**
 * Where a character of a text area is drawn, measured with a mirror: a hidden div styled as
 * the text area (same font, width, padding, wrapping) holding the text before the character,
 * then a marker whose box is where the character sits. Text areas expose no geometry of their
 * own; this is the technique GitHub's and others' `@` suggestions use.
 */

/** What decides where text wraps and how tall a line is, copied onto the mirror. */
const COPIED = [
  'borderTopWidth',
  'borderRightWidth',
  'borderBottomWidth',
  'borderLeftWidth',
  'borderStyle',
  'paddingTop',
  'paddingRight',
  'paddingBottom',
  'paddingLeft',
  'fontStyle',
  'fontVariant',
  'fontWeight',
  'fontStretch',
  'fontSize',
  'fontSizeAdjust',
  'lineHeight',
  'fontFamily',
  'fontFeatureSettings',
  'textAlign',
  'textTransform',
  'textIndent',
  'letterSpacing',
  'wordSpacing',
  'tabSize',
  'direction',
] as const;

export interface CaretBox {
  /** From the text area's left border edge, as it is scrolled now. */
  left: number;
  /** From the text area's top border edge, as it is scrolled now: the line's top. */
  top: number;
  /** The line's height. */
  height: number;
}

/** Where the character at `position` of the text area's value is drawn. */
export function caretBox(textarea: HTMLTextAreaElement, position: number): CaretBox {
  const style = getComputedStyle(textarea);
  const mirror = document.createElement('div');
  for (const property of COPIED) mirror.style[property] = style[property];
  Object.assign(mirror.style, {
    position: 'absolute',
    top: '0',
    left: '-9999px',
    visibility: 'hidden',
    overflow: 'hidden',
    whiteSpace: 'pre-wrap',
    overflowWrap: 'break-word',
    // The text area's scroll bar takes width from its lines; the mirror has none.
    width: `${textarea.clientWidth + parseFloat(style.borderLeftWidth) + parseFloat(style.borderRightWidth)}px`,
    boxSizing: 'border-box',
  });
  mirror.textContent = textarea.value.slice(0, position);
  const marker = document.createElement('span');
  // The rest of the text (or a character), so the marker wraps as the text area wraps it.
  marker.textContent = textarea.value.slice(position) || '.';
  mirror.append(marker);
  document.body.append(mirror);
  try {
    const lineHeight = parseFloat(style.lineHeight);
    const line = Number.isFinite(lineHeight) ? lineHeight : parseFloat(style.fontSize) * 1.2;
    const outer = mirror.getBoundingClientRect();
    // The marker's first line box: the glyphs' height, centred in the line.
    const first = marker.getClientRects()[0] ?? marker.getBoundingClientRect();
    return {
      left: first.left - outer.left - textarea.scrollLeft,
      top: first.top - outer.top - (line - first.height) / 2 - textarea.scrollTop,
      height: line,
    };
  } finally {
    mirror.remove();
  }
}
