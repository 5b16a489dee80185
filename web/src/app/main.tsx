import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { writeServedAnswers } from '../features/home/served-answers';
import { createApolloClient } from './apollo';
import { AppRoutes } from './router';
import './theme.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const client = createApolloClient();
writeServedAnswers(client.cache);

createRoot(container).render(
  <StrictMode>
    <ApolloProvider client={client}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ApolloProvider>
  </StrictMode>,
);
