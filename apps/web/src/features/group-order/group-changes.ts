// What changed between two states of a group, in words for the page's polite live region.
import type { GroupOrder } from '@storefront/contract';

const STATUS_TEXT: Record<GroupOrder['status'], string> = {
  open: 'The group is open for changes again.',
  locked: 'The host locked the group: no more changes.',
  checkingOut: 'The host is paying for everyone.',
  collecting: 'The host split the bill: everyone can pay their share now.',
  placed: 'The order is placed.',
  cancelled: 'The host cancelled the group order.',
  expired: 'The group order expired before it was paid.',
};

const SHARE_TEXT: Partial<Record<string, string>> = {
  authorised: 'paid their share',
  covered: 'is covered by the host',
};

export function describeChanges(before: GroupOrder, after: GroupOrder): string[] {
  const messages: string[] = [];
  const name = (p: { participantId: string; displayName: string }) =>
    p.participantId === after.you.participantId ? 'You' : p.displayName;
  const earlier = new Map(before.participants.map((p) => [p.participantId, p]));
  for (const person of after.participants) {
    const was = earlier.get(person.participantId);
    if (!was) {
      messages.push(`${person.displayName} joined.`);
      continue;
    }
    const had = new Set(was.lines.map((l) => l.basketItemId));
    const has = new Set(person.lines.map((l) => l.basketItemId));
    for (const line of person.lines)
      if (!had.has(line.basketItemId)) messages.push(`${name(person)} added ${line.name}.`);
    for (const line of was.lines)
      if (!has.has(line.basketItemId)) messages.push(`${line.name} was removed for ${person.displayName}.`);
    const share = person.share?.status;
    if (share && share !== was.share?.status && SHARE_TEXT[share]) {
      messages.push(`${person.displayName} ${SHARE_TEXT[share]}.`);
    }
  }
  if (before.status !== after.status) messages.push(STATUS_TEXT[after.status]);
  return messages;
}
