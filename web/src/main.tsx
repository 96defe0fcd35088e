import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { ApiError } from 'work-tracking-client';
import { App } from './app/App';
import { FeedbackProvider } from './ui/Feedback';
import './styles.css';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The client already retried what is worth retrying; a 4xx will not change.
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
      staleTime: 10_000,
    },
  },
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <FeedbackProvider>
          <App />
        </FeedbackProvider>
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
