/** The message the app posts to a waiting service worker once the user agreed to the new build. */
export const SKIP_WAITING = "SKIP_WAITING";
