// The app's one content client: every screen shares its cv-keyed cache. Zod-free (it reaches the
// API through callApi only). The shell and the landing load it after the first paint
// (use-content-stories.ts imports it dynamically); the content screens import it directly.
import { useConfigurationStore } from '../api/get-configuration.ts';
import { contentKeyOf } from './content-key.ts';
import { createContentClient } from './content-client.ts';

export const contentClient = createContentClient({
  token: () => Promise.resolve(contentKeyOf(useConfigurationStore.getState().configuration)),
});
