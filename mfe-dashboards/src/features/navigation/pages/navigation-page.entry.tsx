import { lazyStaffPage } from '../../shared/components/dashboard-page';

/** What the remote exposes for /campanhas-nav: the staff frame at once, this page's code after sign-in (lazyStaffPage). */
export default lazyStaffPage(() => import('./navigation-page'));
