import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorFallback } from './error-fallback.js';
import { NotFoundPage } from './not-found-page.js';

export function RouteErrorPage({ inline = false }: { inline?: boolean }) {
  const error = useRouteError();
  if (!inline && isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorFallback inline={inline} />;
}
