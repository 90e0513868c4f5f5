// Changing and withdrawing what is scheduled (decision 242): which card or message the form is
// changing, the withdrawal (asked first, as it cannot be undone) and its outcome, and where focus
// goes after each step, so a keyboard or screen reader user is never left on a vanished button.
import { engagementRunState } from '@storefront/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useState } from 'react';
import { openAlert } from '../../ui/alert-dialog/alert-store.ts';

export interface ScheduledItem {
  id: string;
  version: number;
  schedule: { startsAt: string | null; endsAt: string | null };
  withdrawn: { withdrawnBy: string; withdrawnAt: string } | null;
  expiresAt?: number | null;
}

export type Noun = 'card' | 'message';

export interface Notice {
  kind: 'status' | 'alert';
  text: string;
}

/** What a list needs to offer Edit and Withdraw on each row still served. */
export interface RowActions<T> {
  /** The element id of a row's part, for moving focus to it. */
  partId(itemId: string, part: 'edit' | 'state'): string;
  onEdit(item: T): void;
  onWithdraw(item: T): void;
  withdrawingId: string | null;
}

/** The list answers `item` from now on, without waiting for the refetch. */
export function showListed<T extends { id: string }>(client: QueryClient, listKey: readonly string[], item: T) {
  client.setQueryData<T[]>(listKey, (list) => list?.map((listed) => (listed.id === item.id ? item : listed)));
  void client.invalidateQueries({ queryKey: listKey });
}

export const isServed = (item: ScheduledItem) => engagementRunState(item, Date.now()) === 'live';

export function useScheduledEdits<T extends ScheduledItem>(options: {
  token: string;
  onFailure(error: unknown): void;
  listKey: readonly string[];
  noun: Noun;
  nameOf(item: T): string;
  withdraw(token: string, id: string): Promise<T>;
}) {
  const { token, onFailure, listKey, noun, nameOf, withdraw } = options;
  const queryClient = useQueryClient();
  const prefix = useId();
  const [editing, setEditing] = useState<T | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [focusTo, setFocusTo] = useState<{ id: string } | null>(null);
  const partId = useCallback((itemId: string, part: 'edit' | 'state') => `${prefix}-${part}-${itemId}`, [prefix]);

  // Each request is a new object, so asking for the same element twice moves focus twice. The
  // element may appear a frame later (the list redraws the row), so it is looked for a few times.
  useEffect(() => {
    if (!focusTo) return;
    let frame = 0;
    let tries = 0;
    const attempt = () => {
      const target = document.getElementById(focusTo.id);
      if (target) target.focus();
      else if (++tries < 10) frame = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  }, [focusTo]);

  const startEdit = (item: T) => {
    setNotice(null);
    setEditing(item);
  };

  /** Back to the row's Edit button, whether saved (the form says so) or cancelled. */
  const endEdit = (saved: T | null) => {
    if (saved) showListed(queryClient, listKey, saved);
    if (editing) setFocusTo({ id: partId(editing.id, 'edit') });
    setEditing(null);
  };

  /** After a 409: the latest copy, or word that it can no longer be changed. */
  const reload = async () => {
    if (!editing) return;
    await queryClient.invalidateQueries({ queryKey: listKey });
    const latest = queryClient.getQueryData<T[]>(listKey)?.find((item) => item.id === editing.id);
    if (latest && isServed(latest)) {
      setEditing(latest);
      return;
    }
    setEditing(null);
    setNotice({
      kind: 'status',
      text: `“${nameOf(editing)}” is no longer shown to customers, so it cannot be changed.`,
    });
    setFocusTo({ id: partId(editing.id, 'state') });
  };

  const withdrawal = useMutation({
    mutationFn: (item: T) => withdraw(token, item.id),
    onMutate: () => setNotice(null),
    onSuccess: (item) => {
      showListed(queryClient, listKey, item);
      if (editing?.id === item.id) setEditing(null);
      setNotice({
        kind: 'status',
        text: item.withdrawn
          ? `“${nameOf(item)}” is withdrawn. Customers no longer see it.`
          : `“${nameOf(item)}” had already ended.`,
      });
      setFocusTo({ id: partId(item.id, 'state') });
    },
    onError: (error, item) => {
      onFailure(error);
      setNotice({ kind: 'alert', text: `“${nameOf(item)}” could not be withdrawn. Try again.` });
    },
  });

  const askToWithdraw = async (item: T) => {
    const confirmed = await openAlert({
      title: `Withdraw this ${noun}?`,
      body: `“${nameOf(item)}” stops showing to customers now. Its counts are kept. This cannot be undone.`,
      confirmText: `Withdraw ${noun}`,
      cancelText: 'Keep it',
    });
    if (confirmed) withdrawal.mutate(item);
  };

  const actions: RowActions<T> = {
    partId,
    onEdit: startEdit,
    onWithdraw: (item) => void askToWithdraw(item),
    withdrawingId: withdrawal.isPending ? (withdrawal.variables?.id ?? null) : null,
  };

  const clearNotice = useCallback(() => setNotice(null), []);

  return { editing, endEdit, reload, notice, clearNotice, actions };
}
