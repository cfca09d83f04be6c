// The class page (/aula?aula=<id>, mfe_lessons/ClassLive) pre-rendered for the class of the link: the remote publishes
// one markup per variant of the page's first render (prerender/ClassLive.<variant>.html: the phase, and for the live
// and the replay whether there is a community group and a video), with placeholders where the class's data goes
// (data-client/src/public/class-phase.ts). Here the variant is chosen and the placeholders filled from the public
// content the page carries anyway (the class and its launch), so the first paint is the class's real state; the page's
// first render computes the same from the same rows and hydrates it. Only `aula` is read from the address: nothing
// else of the request (the attendance token is in the fragment, which no request carries) reaches the markup, and the
// remote's markup is cached per variant, never per class or visitor.
import {
  CLASS_PAGE_SLOT_NAMES,
  classPageFirstRender,
  classPageSlot,
  classPageVariantName,
  toLaunchClass,
  type ClassPageSlots,
  type LaunchClassRow,
} from '@funil/data-client/public/class-phase';
import type { PublicContent } from '@funil/data-client/public/public-content';
import { escapeHtml } from './compose.ts';

/** The expose whose pre-rendered markup is chosen and filled per request. */
export const CLASS_PAGE_EXPOSE = 'ClassLive';

export interface PageVariant {
  /** The remote's file: prerender/<Expose>.<name>.html. */
  name: string;
  /** The variant's markup with the class's data in it; null when the markup has other placeholders than ours. */
  fill: (markup: string) => string | null;
}

/** The markup with each slot's placeholder replaced by its value; null if a placeholder is left (a markup we do not know). */
export function fillClassPage(markup: string, slots: ClassPageSlots): string | null {
  let out = markup;
  for (const name of CLASS_PAGE_SLOT_NAMES) out = out.split(classPageSlot(name)).join(escapeHtml(slots[name]));
  return /[\uE000\uE001]/.test(out) ? null : out;
}

interface LaunchRowPart {
  lancamento: number;
  name: string;
  registration_deadline: string | null;
  lessons_group_chat_link: string | null;
}

/**
 * The variant of the class page for this address at `now`, from the page's public content; null (the page's generic
 * markup, which loads the class after the takeover) when there is no class id, the class is not in the content or its
 * launch is not the current one (the content carries only that one).
 */
export function classPageVariant(url: URL, content: PublicContent, now: Date): PageVariant | null {
  const raw = url.searchParams.get('aula');
  const id = Number(raw);
  if (raw === null || !Number.isSafeInteger(id) || id < 1) return null;
  const row = (content.launch_classes as LaunchClassRow[] | undefined)?.find((candidate) => candidate.id === id);
  if (!row) return null;
  const launch = (content.current_launch as LaunchRowPart[] | undefined)?.find(
    (candidate) => candidate.lancamento === row.lancamento,
  );
  if (!launch) return null;
  const { variant, slots } = classPageFirstRender(
    toLaunchClass(row),
    {
      name: launch.name,
      registrationDeadline: launch.registration_deadline,
      lessonsGroupChatLink: launch.lessons_group_chat_link,
    },
    now,
  );
  return { name: classPageVariantName(variant), fill: (markup) => fillClassPage(markup, slots) };
}
