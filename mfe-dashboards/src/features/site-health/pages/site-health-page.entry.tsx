import { lazyStaffPage } from '../../shared/components/dashboard-page';

/** What the remote exposes for /campanhas/saude: the staff frame at once, this page's code after sign-in (lazyStaffPage). */
export default lazyStaffPage(() => import('./site-health-page'));
