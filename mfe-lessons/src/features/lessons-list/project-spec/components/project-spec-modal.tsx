import { Modal } from '@funil/shared-ui/modal';
import { PROJECT_SPEC } from '../project-spec';
import { ModalDoneButton } from '../../../shared/modal-done-button';
import styles from './project-spec-modal.module.css';

/** 'Ver Especificação': the delivery-management project built in the lessons. */
export function ProjectSpecModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} title="Especificação do Projeto" onClose={onClose} size="lg">
      <div className={styles.spec} tabIndex={0} role="document" aria-label="Especificação do Projeto">
        <p className={styles.name}>{PROJECT_SPEC.name}</p>
        <p>{PROJECT_SPEC.summary}</p>

        <h3 className={styles.heading}>Funcionalidades</h3>
        <ol className={styles.list}>
          {PROJECT_SPEC.features.map((feature) => (
            <li key={feature.title}>
              <strong>{feature.title}:</strong> {feature.text}
            </li>
          ))}
        </ol>

        <h3 className={styles.heading}>Status do pedido</h3>
        <p className={styles.flow}>
          {PROJECT_SPEC.statusFlow.map((status, index) => (
            <span key={status} className={styles.flowItem}>
              {index > 0 ? <span aria-hidden="true">→</span> : null}
              <code className={styles.status}>{status}</code>
            </span>
          ))}
        </p>

        <h3 className={styles.heading}>Tecnologias do back-end</h3>
        <ul className={styles.tags}>
          {PROJECT_SPEC.technologies.map((tech) => (
            <li key={tech} className={styles.tag}>
              {tech}
            </li>
          ))}
        </ul>

        <h3 className={styles.heading}>Perfis de acesso</h3>
        <ul className={styles.list}>
          {PROJECT_SPEC.roles.map((role) => (
            <li key={role.name}>
              <strong>{role.name}:</strong> {role.text}
            </li>
          ))}
        </ul>
      </div>
      <ModalDoneButton onClick={onClose} />
    </Modal>
  );
}
