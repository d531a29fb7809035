import { QueryClient } from '@tanstack/react-query';
import { HttpError } from '../lib/http';

/** Queries go through the HTTP layer, which drives the loading bar and handles 401. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A client error (4xx) will not change on retry.
      retry: (failureCount, error) =>
        !(error instanceof HttpError && error.status >= 400 && error.status < 500) && failureCount < 1,
    },
  },
});
