import { redirect } from 'react-router';
import { paths } from '@/app/paths';

// `/` is the home board's address too (a signed-in shopper sent to the root lands there).
export const loader = () => redirect(paths.home());
export const clientLoader = loader;
