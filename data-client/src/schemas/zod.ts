// The one zod import of the schemas. The site's Content-Security-Policy has no 'unsafe-eval' (edge/src/security-headers.ts):
// zod's JIT probes for eval with `new Function('')` on the first object parse, which the browser blocks and reports as a
// violation. Jitless parsing is the same validation without that probe.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
