// The class page's pre-rendered variants (build-config/prerender-plugin.ts writes each as
// prerender/ClassLive.<variant>.html): the page's first render with placeholders in the slots, which the edge fills with
// the class of the link (edge/src/class-page.ts). A module of its own: only the build reads it, the browser never
// downloads it.
import {
  CLASS_PAGE_SLOT_NAMES,
  classPageSlot,
  classPageVariants,
  classPageVariantName,
  type ClassPageSlots,
} from '@funil/data-client/public/class-phase';
import { ClassScreen } from './class-page';

const SLOT_PLACEHOLDERS = Object.fromEntries(
  CLASS_PAGE_SLOT_NAMES.map((name) => [name, classPageSlot(name)]),
) as unknown as ClassPageSlots;

export const prerenderVariants: Record<string, () => React.ReactElement> = Object.fromEntries(
  classPageVariants().map((variant) => [
    classPageVariantName(variant),
    () => <ClassScreen variant={variant} slots={SLOT_PLACEHOLDERS} data={null} token={null} live={null} />,
  ]),
);
