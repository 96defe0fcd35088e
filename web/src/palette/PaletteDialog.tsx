import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useApiQuery } from '../api/queries';
import { STATUS_LABELS, useIssues, type Issue } from '../issues/api';
import { PROJECTS } from '../projects/api';
import { useDebounced } from '../ui/useDebounced';
import { isAdmin, useWorkspaces, type Workspace } from '../workspaces/api';
import {
  accountViews,
  actionItems,
  issueItem,
  projectItems,
  workspaceItems,
  workspaceViews,
  type PaletteAction,
} from './entries';
import { flatten, searchPalette, type PaletteItem } from './items';
import { paletteKey } from './keyboard';

/** Long enough to skip the keys of a word typed in one go, short enough not to be noticed. */
const SEARCH_DELAY_MS = 150;
const ISSUES_SHOWN = 8;
const SEARCH_MAX = 200;

interface PaletteDialogProps {
  workspace: Workspace | undefined;
  actions: PaletteAction[];
  onClose: () => void;
  onGo: (to: string) => void;
  onPerform: (perform: () => void) => void;
}

/**
 * The palette itself, mounted while open: a field that is a combobox over a list of
 * grouped entries (WAI-ARIA combobox with a listbox popup). Issues come from the API's
 * search (a key such as `web-2` first), the rest is filtered here as the person types.
 */
export function PaletteDialog({
  workspace,
  actions,
  onClose,
  onGo,
  onPerform,
}: PaletteDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  // Enter pressed before the search caught up with the typing: chosen once it has.
  const [chooseWhenSettled, setChooseWhenSettled] = useState<{ inNewTab: boolean } | null>(null);
  const workspaceId = workspace?.id ?? '';

  const typed = query.trim().slice(0, SEARCH_MAX);
  const search = useDebounced(typed, SEARCH_DELAY_MS);
  const issues = useIssues(
    workspaceId,
    { search, limit: ISSUES_SHOWN },
    { enabled: Boolean(workspaceId && search) },
  );
  // The same query as the navigation's (useProjects with archived=false): one request.
  const projects = useApiQuery(
    PROJECTS,
    {
      path: { workspaceId },
      query: { limit: 100, sortBy: 'name', sortOrder: 'asc', archived: false },
    },
    { enabled: Boolean(workspaceId) },
  );
  const workspaces = useWorkspaces();
  // While the next search runs, the last one's issues stay rather than blink away.
  const lastIssues = useRef<Issue[]>([]);
  if (issues.data) lastIssues.current = issues.data.items;
  const found = search ? (issues.data?.items ?? lastIssues.current) : [];
  const settled = search === typed && !issues.isFetching;

  const fixed = useMemo<PaletteItem[]>(
    () => [
      ...(workspace
        ? [
            ...projectItems(workspace.id, projects.data?.items ?? []),
            ...workspaceViews(workspace.id, isAdmin(workspace)),
          ]
        : accountViews()),
      ...actionItems(actions),
      ...workspaceItems(workspace?.id, workspaces.data?.items ?? []),
    ],
    [workspace, projects.data, actions, workspaces.data],
  );
  const groups = useMemo(
    () =>
      searchPalette(
        fixed,
        found.map((issue) => issueItem(workspaceId, issue, STATUS_LABELS[issue.status])),
        typed,
      ),
    [fixed, found, workspaceId, typed],
  );
  const items = flatten(groups);
  const activeIndex = Math.min(active, items.length - 1);
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  useEffect(() => {
    document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  });

  const choose = (item: PaletteItem | undefined, inNewTab: boolean) => {
    if (!item) return;
    if ('to' in item.target) {
      if (inNewTab) {
        window.open(item.target.to, '_blank', 'noopener');
        onClose();
      } else onGo(item.target.to);
    } else onPerform(item.target.perform);
  };
  useEffect(() => {
    if (!chooseWhenSettled || !settled) return;
    setChooseWhenSettled(null);
    choose(items[activeIndex], chooseWhenSettled.inNewTab);
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const outcome = paletteKey(event, activeIndex, items.length);
    if (outcome.kind === 'none') return;
    event.preventDefault();
    if (outcome.kind === 'move') setActive(outcome.active);
    else if (outcome.kind === 'close') onClose();
    else if (settled) choose(items[activeIndex], outcome.inNewTab);
    else setChooseWhenSettled({ inNewTab: outcome.inNewTab });
  };

  const status = !settled
    ? 'Searching…'
    : items.length === 0
      ? `Nothing matches “${typed}”`
      : `${items.length} ${items.length === 1 ? 'result' : 'results'}`;
  let index = -1;
  return (
    <dialog
      ref={dialog}
      className="palette"
      aria-label="Jump to"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // A press on the backdrop (the dialog itself, around its box) closes it.
      onMouseDown={(event) => event.target === dialog.current && onClose()}
    >
      <div className="palette-box">
        <input
          className="palette-input"
          type="text"
          role="combobox"
          aria-label="Jump to"
          aria-expanded={items.length > 0}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={items.length > 0 ? optionId(activeIndex) : undefined}
          placeholder={
            workspace
              ? 'Issue key or title, project, view or action…'
              : 'Workspace, page or action…'
          }
          autoComplete="off"
          spellCheck={false}
          autoFocus
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setChooseWhenSettled(null);
          }}
          onKeyDown={onKeyDown}
        />
        <div
          id={`${id}-list`}
          className="palette-list"
          role="listbox"
          aria-label="Results"
          aria-busy={!settled}
          hidden={items.length === 0}
          // The field keeps the focus: the entries are reached with the arrows.
          onMouseDown={(event) => event.preventDefault()}
        >
          {groups.map((group) => (
            <div
              key={group.name}
              role="group"
              aria-labelledby={`${id}-${group.name}`}
              className="palette-group"
            >
              <div role="presentation" id={`${id}-${group.name}`} className="palette-heading">
                {group.name}
              </div>
              {group.items.map((item) => {
                index += 1;
                const at = index;
                return (
                  <div
                    key={item.id}
                    id={optionId(at)}
                    role="option"
                    aria-selected={at === activeIndex}
                    className="palette-option"
                    onMouseMove={() => at !== activeIndex && setActive(at)}
                    onClick={(event) => choose(item, event.ctrlKey || event.metaKey)}
                  >
                    {item.reference && <span className="palette-key">{item.reference}</span>}
                    <span className="palette-label">{item.label}</span>
                    {item.detail && <span className="palette-detail">{item.detail}</span>}
                    {item.shortcut && (
                      <span className="palette-shortcut" aria-hidden="true">
                        {item.shortcut.split(' ').map((key) => (
                          <kbd key={key}>{key}</kbd>
                        ))}
                      </span>
                    )}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
        {items.length === 0 && <p className="palette-empty">{status}</p>}
        <p className="visually-hidden" role="status">
          {status}
        </p>
        <p className="palette-hints" aria-hidden="true">
          <span>
            <kbd>↑</kbd>
            <kbd>↓</kbd> move
          </span>
          <span>
            <kbd>Enter</kbd> open
          </span>
          <span>
            <kbd>Esc</kbd> close
          </span>
        </p>
      </div>
    </dialog>
  );
}
