/** What every route tells the layout: its id and how to title the page from its loader data. */
export interface RouteHandle {
  routeId: string;
  title: (data: unknown) => string;
}
