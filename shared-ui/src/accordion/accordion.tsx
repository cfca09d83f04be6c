import { useId, useState, type ReactNode } from 'react';
import styles from './accordion.module.css';

export type AccordionItem = { id: string; title: ReactNode; content: ReactNode };

export type AccordionProps = {
  items: AccordionItem[];
  defaultOpenId?: string;
};

/**
 * FAQ-style accordion: one item open at a time; clicking the open item closes it.
 *
 * **Faça:** perguntas curtas como títulos ("Preciso saber programar?"); respostas de um ou dois parágrafos.
 *
 * **Não faça:** esconder informação obrigatória (preço, prazo, política) dentro de um item; aninhar acordeões.
 */
export function Accordion({ items, defaultOpenId }: AccordionProps) {
  const baseId = useId();
  const [openId, setOpenId] = useState<string | null>(defaultOpenId ?? null);

  return (
    <div className={styles.accordion}>
      {items.map((item) => {
        const open = item.id === openId;
        const buttonId = `${baseId}-button-${item.id}`;
        const panelId = `${baseId}-panel-${item.id}`;
        return (
          <div key={item.id} className={styles.item} data-open={open || undefined}>
            <h3 className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                className={styles.trigger}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
              >
                <span>{item.title}</span>
                <svg
                  className={styles.chevron}
                  viewBox="0 0 24 24"
                  width="20"
                  height="20"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
                </svg>
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel} hidden={!open}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
