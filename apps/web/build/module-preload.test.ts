import { describe, expect, it } from 'vitest';
import { preloadDependencies } from './module-preload.ts';

const deps = ['assets/query-Ab12Cd34.js', 'assets/modal-Ef56Gh78.js'];

describe('preload links for a chunk’s imports', () => {
  it('keeps the entry’s links in the HTML', () => {
    expect(preloadDependencies('assets/index-Zz99Yy88.js', deps, { hostType: 'html' })).toEqual(deps);
  });

  it('adds them from script for a feature area’s screens, payment returns included', () => {
    expect(preloadDependencies('assets/screens-Bc70D7RG.js', deps, { hostType: 'js' })).toEqual(deps);
    expect(preloadDependencies('assets/return-screens-DfISe4EP.js', deps, { hostType: 'js' })).toEqual(deps);
  });

  it('adds none for any other lazy chunk, nor for one merely named like a screen', () => {
    for (const file of [
      'assets/content-card-section-BFAW3LgU.js',
      'assets/todays-deals-ClR7gvJz.js',
      'assets/splash-screens-Ab12Cd34.css',
    ]) {
      expect(preloadDependencies(file, deps, { hostType: 'js' }), file).toEqual([]);
    }
  });
});
