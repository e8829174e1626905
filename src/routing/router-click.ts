/** What decides who follows a link's click: the router, or the browser itself. */
export interface LinkClick {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/**
 * True when the router should follow the click in the page: a plain primary click (a tap, Enter
 * on a focused link) on a link that opens in its own window. A modifier (new tab, new window,
 * download) or another target leaves it to the browser; a middle click is an `auxclick`, never a
 * `click`, so it never comes here.
 */
export function routerFollows(click: LinkClick, target: string | null): boolean {
  const modified = click.metaKey || click.ctrlKey || click.shiftKey || click.altKey;
  const ownWindow = !target || target === "_self";
  return click.button === 0 && !modified && !click.defaultPrevented && ownWindow;
}
