import { Navigate } from 'react-router';
import { paths } from '@/routing/paths';

/**
 * /order: the order entry. Every way into the orders goes through the status tabs, so this
 * address opens all orders, replacing itself so that Back does not bounce here.
 */
export default function OrderEntry() {
  return <Navigate to={paths.myPurchases()} replace />;
}
