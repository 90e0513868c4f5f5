/* global self */
// Requests the service worker has nothing to do with never reach it (Chromium's static routing,
// InstallEvent.addRoutes): every write (POST, PUT, PATCH, DELETE) goes straight to the network.
// Without this, each write still wakes the worker for a fetch event it only passes on, and a fetch
// event that lands while a new worker is taking over ("Update now") can leave the update parked in
// waiting, the page's next navigation hanging with it. Browsers without the API keep the fetch-event
// path. Added to the generated worker with Workbox's importScripts (vite.config.ts), like
// push-handler.js: plain script, no imports, no build step.
(function (sw) {
  var WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

  sw.addEventListener('install', function (event) {
    if (typeof event.addRoutes !== 'function') return;
    var routes = WRITE_METHODS.map(function (method) {
      return { condition: { requestMethod: method }, source: 'network' };
    });
    // A browser that refuses a rule installs the worker anyway: the fetch-event path still works.
    event.waitUntil(
      event.addRoutes(routes).catch(function () {
        return undefined;
      }),
    );
  });
})(self);
