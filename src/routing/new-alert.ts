/** The in-app path of the alerts page with the new-alert form open on an instrument, at a level. */
export function newAlertPath(forexId: number, level?: string): string {
  const query = new URLSearchParams({ forex_id: String(forexId), ...(level === undefined ? {} : { level }) });
  return `/alerts?${query.toString()}`;
}

/**
 * Opens "new alert at price X" from anywhere in the app (the chart's long-press, a price tapped):
 * the alerts page with its form filled with the instrument and the level.
 */
export function openNewAlert(router: { navigate(options: { href: string }): unknown }, forexId: number, level?: string): void {
  void router.navigate({ href: newAlertPath(forexId, level) });
}
