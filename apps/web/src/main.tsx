import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, RouterProvider } from 'react-router';

function Landing() {
  return (
    <main>
      <h1>Red Roof Pizza</h1>
      <Link to="/menu/pizza">Menu</Link>
    </main>
  );
}

function Menu() {
  return (
    <main>
      <h1>Pizza</h1>
    </main>
  );
}

const router = createBrowserRouter([
  { path: '/', element: <Landing /> },
  { path: '/menu/pizza', element: <Menu /> },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
