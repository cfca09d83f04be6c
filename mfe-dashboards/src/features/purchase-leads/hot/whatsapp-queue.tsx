import { Notice } from '@funil/shared-ui/notice';
import { useState } from 'react';
import { HOT_MESSAGES } from './hot-table';
import layout from '../../shared/components/dashboard.module.css';
import { Button, buttonClassName } from '@funil/shared-ui/button';

/** A conversation to open: the lead and its wa.me link (with the prefilled message). */
export interface WhatsappChat {
  id: number;
  name: string;
  link: string;
}

/**
 * Opens the first conversation in a new tab; must run inside the click that asked for it (browsers allow one tab per
 * click and block tabs opened later from timers). The tab is opened without `noopener` in the features so the
 * browser's answer says whether it was blocked (null), and its opener is cut right after.
 * Returns what is left to click: the other conversations, or every one when even the first was blocked.
 */
export function openFirstChat(
  chats: readonly WhatsappChat[],
  open: typeof window.open = window.open.bind(window),
): { chats: WhatsappChat[]; blocked: boolean } {
  const [first, ...rest] = chats;
  if (!first) return { chats: [], blocked: false };
  const tab = open(first.link, '_blank');
  if (!tab) return { chats: [...chats], blocked: true };
  try {
    tab.opener = null;
  } catch {
    // A cross-origin tab may refuse the assignment; the link itself carries nothing of this page.
  }
  return { chats: rest, blocked: false };
}

/** The conversations left to open, as links (one click each), with the pop-up message when the browser blocked. */
export function WhatsappQueue({
  chats,
  blocked,
  onClose,
}: {
  chats: readonly WhatsappChat[];
  blocked: boolean;
  onClose: () => void;
}) {
  const [opened, setOpened] = useState<Set<number>>(new Set());
  if (!blocked && chats.length === 0) return null;
  return (
    <section className={layout.panel} aria-labelledby="whatsapp-queue-title">
      <h2 id="whatsapp-queue-title" className={layout.panelTitle}>
        Conversas do WhatsApp
      </h2>
      {blocked && (
        <Notice tone="danger" role="alert">
          {HOT_MESSAGES.popupBlocked}
        </Notice>
      )}
      <p className={layout.muted}>
        {blocked
          ? 'Clique em cada conversa para abri-la:'
          : 'A primeira conversa foi aberta. Clique nas demais para abri-las:'}
      </p>
      <ul className={layout.stack} aria-label="Conversas a abrir">
        {chats.map((chat) => (
          <li key={chat.id}>
            <a
              className={buttonClassName({ variant: 'secondary' })}
              href={chat.link}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => setOpened((current) => new Set(current).add(chat.id))}
            >
              Abrir conversa com {chat.name}
            </a>
            {opened.has(chat.id) && <span className={layout.muted}> (aberta)</span>}
          </li>
        ))}
      </ul>
      <Button variant="secondary" onClick={onClose}>
        Fechar lista
      </Button>
    </section>
  );
}
