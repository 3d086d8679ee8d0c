import { redirect } from 'react-router';
import { paths } from '@/routing/paths';

// `/` is the home board's address too (a signed-in shopper sent to the root lands there).
const toHome = () => redirect(paths.home());

// Two exports of their own: the browser's build drops `loader` (a server export), so a
// `clientLoader = loader` would name nothing there and every navigation to `/` would fail.
export const loader = toHome;
export const clientLoader = toHome;
