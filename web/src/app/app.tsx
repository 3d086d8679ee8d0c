import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { onSessionExpired } from '@/api/request';
import { queryClient } from '@/api/query-client';
import { LOGIN_PATH } from './login-guard';
import { createAppRouter } from './router';

const router = createAppRouter();

export function App() {
  useEffect(() => {
    onSessionExpired(() => {
      // Cached answers belong to the shopper who just lost the session.
      queryClient.clear();
      void router.navigate(LOGIN_PATH, { replace: true });
    });
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
