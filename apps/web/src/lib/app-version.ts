// Spec section 9: "App version on web 2.0.0". The one place the number is written: error reports
// (release), basket dispositions (appVersion) and the package itself all read it from here or are
// checked against it (app-version.test.ts).
export const APP_VERSION = '2.0.0';
