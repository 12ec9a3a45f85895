/** What a route declares for the shell: its page title key (§2) and whether it shows the organisation sidebar. */
export type RouteHandle = { title?: string; organisationSidebar?: boolean };
