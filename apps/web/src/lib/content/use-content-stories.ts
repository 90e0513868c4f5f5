// Stories under one slug prefix, read after the first paint through the shared content client,
// which is loaded then too (a dynamic import keeps it out of the first load).
// null while loading, without a content key, or when the service fails: callers show their
// built-in copy then, so nothing is blank and nothing moves when the stories arrive.
import { useEffect, useState } from 'react';
import { useConfigurationStore } from '../api/get-configuration.ts';
import { contentKeyOf } from './content-key.ts';

/** Each story's content by its full slug. */
export type StoriesBySlug = ReadonlyMap<string, unknown>;

/** `enabled` false reads nothing (and answers null), e.g. on routes where the stories are not shown. */
export function useContentStories(prefix: string, enabled = true): StoriesBySlug | null {
  const key = useConfigurationStore((s) => contentKeyOf(s.configuration));
  const [read, setRead] = useState<{ prefix: string; stories: StoriesBySlug } | null>(null);
  useEffect(() => {
    if (!key || !enabled) return;
    let current = true;
    import('./app-content-client.ts')
      .then(({ contentClient }) => contentClient.stories({ starts_with: prefix }))
      .then(
        (answer) => {
          if (current) setRead({ prefix, stories: new Map(answer.stories.map((s) => [s.full_slug, s.content])) });
        },
        // The built-in copy stays: content is a nicety here, never a reason for an error screen.
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [key, prefix, enabled]);
  return enabled && read && read.prefix === prefix ? read.stories : null;
}
