import { Navigate, useSearchParams } from 'react-router-dom';
import { questionPath } from '@frontend/features/practice/practice-paths';

/** The query names a question by uid (id is accepted too, as older links wrote it). */
const UID_PARAMS = ['uid', 'id'] as const;

/** Where an /exercise link leads: its question when the query names one, otherwise the practice list with the same query. */
export function exerciseTarget(params: URLSearchParams): string {
  const uid = UID_PARAMS.map((name) => params.get(name)?.trim()).find(Boolean);
  const rest = new URLSearchParams(params);
  for (const name of UID_PARAMS) rest.delete(name);
  const query = rest.size > 0 ? `?${rest}` : '';
  return uid ? `${questionPath(encodeURIComponent(uid))}${query}` : `/practice${query}`;
}

/**
 * /exercise (public): the question screen's old address, kept so links to it land on the
 * question (/practice/<uid>) or on the practice list; see the route's comment in app/routes.tsx.
 */
export function ExercisePage() {
  const [params] = useSearchParams();
  return <Navigate to={exerciseTarget(params)} replace />;
}
