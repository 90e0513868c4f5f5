/** The chunk of a feature area's screens module (`features/<area>/screens.ts`, `return-screens.ts`; routes/areas.ts). */
export const AREA_SCREENS_CHUNK = /(^|\/)(return-)?screens-[\w-]+\.js$/;

/**
 * Which of a chunk's imports get a preload link (Vite's `build.modulePreload.resolveDependencies`;
 * decision 226). The HTML keeps the entry's. Script adds them only for a feature area's screens: a
 * screen is a navigation, so its imports load at once, in parallel. Any other lazy chunk loads its
 * imports when it runs: on the landing those links were 45, 65 ms of main thread in its first
 * second. Style sheets are not asked about: they always load with their chunk.
 */
export function preloadDependencies(file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }): string[] {
  return hostType === 'html' || AREA_SCREENS_CHUNK.test(file) ? deps : [];
}
