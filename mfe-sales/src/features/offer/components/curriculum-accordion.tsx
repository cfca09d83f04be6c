import { useId, useState } from 'react';
import type { ModuleGroup } from '../curriculum';
import styles from './curriculum-accordion.module.css';

/**
 * The course content: modules grouped in sections, one module expanded at a time across every section. Clicking the
 * open module collapses it; clicking another switches to it (internal-side spec §2.2).
 */
export function CurriculumAccordion({ groups }: { groups: ModuleGroup[] }) {
  const baseId = useId();
  const [openModule, setOpenModule] = useState<number | null>(null);

  return (
    <div className={styles.curriculum}>
      {groups.map((group) => {
        const first = group.modules[0]?.number;
        const last = group.modules[group.modules.length - 1]?.number;
        return (
          <section key={group.id} className={styles.group} aria-labelledby={`${baseId}-${group.id}`}>
            <h3 id={`${baseId}-${group.id}`} className={styles.groupTitle}>
              {group.title}
              <span className={styles.groupRange}>
                {first === last ? `Módulo ${first}` : `Módulos ${first} a ${last}`}
              </span>
            </h3>
            <ul className={styles.modules}>
              {group.modules.map((module) => {
                const open = openModule === module.number;
                const buttonId = `${baseId}-modulo-${module.number}`;
                const panelId = `${buttonId}-detalhes`;
                return (
                  <li key={module.number} className={styles.module} data-open={open || undefined}>
                    <h4 className={styles.moduleHeading}>
                      <button
                        type="button"
                        id={buttonId}
                        className={styles.trigger}
                        aria-expanded={open}
                        aria-controls={panelId}
                        onClick={() => setOpenModule(open ? null : module.number)}
                      >
                        <span className={styles.number} aria-hidden="true">
                          {String(module.number).padStart(2, '0')}
                        </span>
                        <span className={styles.text}>
                          <span className={styles.title}>
                            <span className="sr-only">Módulo {module.number}: </span>
                            {module.title}
                          </span>
                          <span className={styles.description}>{module.description}</span>
                        </span>
                        <svg
                          className={styles.chevron}
                          viewBox="0 0 24 24"
                          width="20"
                          height="20"
                          aria-hidden="true"
                          focusable="false"
                        >
                          <path
                            d="M6 9l6 6 6-6"
                            fill="none"
                            stroke="currentColor"
                            strokeWidth="2.5"
                            strokeLinecap="round"
                          />
                        </svg>
                      </button>
                    </h4>
                    <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel} hidden={!open}>
                      <p className={styles.panelTitle}>O que você vai aprender:</p>
                      <ul className={styles.topics}>
                        {module.topics.map((topic) => (
                          <li key={topic}>{topic}</li>
                        ))}
                      </ul>
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
