import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { changeListState, readListState, writeListState, type ListState } from './listState';

/** The list's state, kept in the address so a reload or a shared link shows the same view. */
export function useListState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params), [params]);
  const change = useCallback(
    (update: Partial<ListState>, options: { replace?: boolean } = {}) =>
      setParams((current) => writeListState(changeListState(readListState(current), update)), {
        replace: options.replace,
      }),
    [setParams],
  );
  return { state, change };
}
