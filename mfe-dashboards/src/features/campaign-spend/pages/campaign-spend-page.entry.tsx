import { lazyStaffPage } from '../../shared/components/dashboard-page';

/** What the remote exposes for /campanhas/investimento: the staff frame at once, this page's code after sign-in (lazyStaffPage). */
export default lazyStaffPage(() => import('./campaign-spend-page'));
