import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { onSessionExpired } from '@/api/request';
import { queryClient } from '@/api/query-client';
import { startChatWhenSignedIn } from '@/chat/chat-start';
import { LOGIN_PATH } from './login-guard';
import type { createAppRouter } from './router';

/** The app around its router (main.tsx makes it once the strings are loaded). */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  useEffect(() => {
    onSessionExpired(() => {
      // Cached answers belong to the shopper who just lost the session.
      queryClient.clear();
      void router.navigate(LOGIN_PATH, { replace: true });
    });
  }, [router]);
  // Chat connects on app start with a token and disconnects on sign-out (spec section 7).
  useEffect(() => startChatWhenSignedIn(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
