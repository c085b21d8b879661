import { Navigate, Outlet, useLocation } from 'react-router';
import { storage } from '@/lib/storage';

/** The public screens that sit beside the sign-in (SPEC.md §2 route grouping). */
export function SharedLayout() {
  return <Outlet />;
}

/** Signed-in screens: without a refresh token the visitor signs in first and comes back here. */
export function ProtectedLayout() {
  const { pathname, search } = useLocation();
  if (!storage.get('refreshToken')) {
    return <Navigate to={`/login?ruri=${encodeURIComponent(pathname + search)}`} replace />;
  }
  return <Outlet />;
}
