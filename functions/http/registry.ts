import type { GroupName } from '@shared/api';

/**
 * What a route group's Lambda may touch in AWS beyond reading the JWT key (every group verifies
 * tokens); lib/api-stack.ts grants exactly this.
 */
export interface RouteGroupNeeds {
  table: 'read' | 'readWrite';
}

/**
 * One entry per route group of the contract: the CDK api stack makes one function from each and the
 * local platform loads the same entry. `satisfies Record<GroupName, ...>` keeps the two in step.
 */
export const routeGroups = {
  settings: { entry: 'functions/http/settings/index.ts', needs: { table: 'read' } },
  users: { entry: 'functions/http/users/index.ts', needs: { table: 'read' } },
} as const satisfies Record<GroupName, { entry: string; needs: RouteGroupNeeds }>;

/** Requests to /api/<unknown group>/... go to this group's function, whose router answers 404. */
export const fallbackRouteGroup: GroupName = 'settings';
