import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './router';
import { verifySession } from '../data/session';

export function App() {
  const [router] = useState(createAppRouter);
  useEffect(() => {
    void verifySession();
  }, []);
  return <RouterProvider router={router} />;
}
