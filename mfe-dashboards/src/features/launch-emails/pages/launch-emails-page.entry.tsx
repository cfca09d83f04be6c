import { lazyStaffPage } from '../../shared/components/dashboard-page';

/** What the remote exposes for /campanhas/emails: the staff frame at once, this page's code after sign-in (lazyStaffPage). */
export default lazyStaffPage(() => import('./launch-emails-page'));
